import { buildMonolith } from '../perf/monolithBuild';

/**
 * `npm run build:monolith`: production-builds the shell and every remote into one bundle without
 * Module Federation (monolith/webpack.config.cjs) into `monolith/dist`, for measurement only
 * (docs/performance.md "Monolith comparison"), and prints the build time.
 */
async function main(): Promise<void> {
  const ms = await buildMonolith();
  console.log(`[build:monolith] 单体构建完成：monolith/dist，用时 ${(ms / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
