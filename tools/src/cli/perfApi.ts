import { parseArgs } from 'node:util';
import { benchApi, formatApiBench } from '../perf/apiBench';

/**
 * `npx tsx tools/src/cli/perfApi.ts [--duration 10] [--connections 50]`: load-tests the header
 * menu and the news list of a fresh API on loopback (`benchApi`) and prints requests per second
 * and p99 latency against the goal (≥ 2000 req/s, p99 ≤ 20 ms; docs/api.md "Caching"). Takes
 * about (duration + 1) seconds per endpoint plus the API's start. Exit code 1 only when the
 * benchmark cannot run.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { duration: { type: 'string' }, connections: { type: 'string' } },
  });
  const durationSeconds = values.duration ? Number(values.duration) : undefined;
  const connections = values.connections ? Number(values.connections) : undefined;
  for (const [flag, value] of [
    ['--duration', durationSeconds],
    ['--connections', connections],
  ] as const) {
    if (value !== undefined && !(Number.isInteger(value) && value > 0))
      throw new Error(`${flag} 须为正整数`);
  }
  const results = await benchApi({
    ...(durationSeconds ? { durationSeconds } : {}),
    ...(connections ? { connections } : {}),
  });
  console.log(formatApiBench(results));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
