import os from 'node:os';
import { gitCommit, REPO_ROOT } from '@xingheng/release';
import { parsePerfClusterArgs, PERF_CLUSTER_USAGE } from '../perf/clusterArgs';
import { benchEngines } from '../perf/engineBench';
import { formatEngineBench } from '../perf/engineReport';

/** Progress goes to stderr; stdout holds the report only. */
function progress(text: string): void {
  process.stderr.write(`[perf:cluster] ${text}\n`);
}

/**
 * `npm run perf:cluster [-- --only engines,nodes,promote --duration 5 --connections 50 --runs 3
 * --promotes 5]` (docs/performance.md "More than one machine"): the figures of more than one
 * machine, printed as tables on stdout (progress on stderr). `engines`: the header menu and the
 * order endpoints of the logged-in demo account on SQLite and on a throwaway PostgreSQL
 * (`benchEngines`). Wrap it like any heavy job: `flock /tmp/xh-heavy.lock npm run perf:cluster`.
 * Exit code 1 when a section cannot run.
 */
async function main(): Promise<void> {
  const options = parsePerfClusterArgs(process.argv.slice(2));
  if (options.help) {
    console.log(PERF_CLUSTER_USAGE);
    return;
  }
  console.log(
    `npm run perf:cluster — ${new Date().toISOString()}, commit ${gitCommit(REPO_ROOT)}, ` +
      `Node ${process.version}, ${os.cpus().length} cores\n`,
  );
  const load = {
    runs: options.runs,
    durationSeconds: options.durationSeconds,
    connections: options.connections,
  };
  if (options.sections.includes('engines')) {
    const results = await benchEngines({ ...load, log: progress });
    console.log(`${formatEngineBench(results, load)}\n`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
