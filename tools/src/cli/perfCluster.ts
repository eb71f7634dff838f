import os from 'node:os';
import { gitCommit, REPO_ROOT } from '@xingheng/release';
import { startCluster } from '../cluster/startCluster';
import {
  parsePerfClusterArgs,
  PERF_CLUSTER_USAGE,
  type PerfClusterOptions,
} from '../perf/clusterArgs';
import { benchEngines } from '../perf/engineBench';
import { formatEngineBench } from '../perf/engineReport';
import { benchNodes } from '../perf/nodesBench';
import { formatNodesBench } from '../perf/nodesReport';
import { benchPromotes } from '../perf/promoteBench';
import { formatPromoteBench } from '../perf/promoteReport';
import { publishSecondVersion } from '../perf/secondVersion';

/** The remote switched back and forth by the promote section. */
const PROMOTED_APP = 'mf-marketing';

/** Progress goes to stderr; stdout holds the report only. */
function progress(text: string): void {
  process.stderr.write(`[perf:cluster] ${text}\n`);
}

/** The active version of a remote in a node's registry. */
async function activeVersion(nodeUrl: string, app: string): Promise<string> {
  const registry = (await (await fetch(`${nodeUrl}/mf-registry.json`)).json()) as {
    remotes: { name: string; version: string }[];
  };
  const version = registry.remotes.find((remote) => remote.name === app)?.version;
  if (!version) throw new Error(`${nodeUrl} 的注册表没有 ${app}`);
  return version;
}

/** The `nodes` and `promote` sections on one cluster (`startCluster`), stopped afterwards. */
async function clusterSections(options: PerfClusterOptions): Promise<void> {
  progress('启动集群（npm run cluster 的 startCluster）');
  const cluster = await startCluster({
    log: (line) => {
      if (line.startsWith('[cluster]')) progress(line);
    },
  });
  try {
    if (options.sections.includes('nodes')) {
      const results = await benchNodes(cluster, { ...options, log: progress });
      console.log(`${formatNodesBench(results, { ...options, cores: os.cpus().length })}\n`);
    }
    if (options.sections.includes('promote')) {
      const env = cluster.releaseEnv;
      const [first] = cluster.nodes;
      if (!first) throw new Error('集群没有节点');
      const backVersion = await activeVersion(first.url, PROMOTED_APP);
      progress(`发布 ${PROMOTED_APP} 的第二个版本`);
      const { secondVersion } = await publishSecondVersion(PROMOTED_APP, env);
      const timings = await benchPromotes({
        app: PROMOTED_APP,
        promoteVersion: secondVersion,
        backVersion,
        nodes: cluster.nodes,
        env,
        rounds: options.promotes,
        log: progress,
      });
      // The nodes inherit this process's environment (siteNode); 1000 ms is npm start's default.
      const syncMs = Number(process.env.XH_DEPLOY_SYNC_MS || 1000);
      console.log(`${formatPromoteBench(timings, { app: PROMOTED_APP, syncMs })}\n`);
    }
  } finally {
    await cluster.stop();
  }
}

/**
 * `npm run perf:cluster [-- --only engines,nodes,promote --duration 5 --connections 50 --runs 3
 * --promotes 5]` (docs/performance.md "More than one machine"): the figures of more than one
 * machine, printed as tables on stdout (progress on stderr):
 * - `engines`: the header menu and the order endpoints of the logged-in demo account on SQLite
 *   and on a throwaway PostgreSQL (`benchEngines`);
 * - `nodes`: `/`, `/news` and the menu through the local cluster's nginx with one node up and
 *   with two (`startCluster` of `npm run cluster`, `benchNodes`);
 * - `promote`: on the same cluster, the time from a promote or rollback of mf-marketing to each
 *   node's registry naming the version (`benchPromotes`).
 * Wrap it like any heavy job: `flock /tmp/xh-heavy.lock npm run perf:cluster`. Exit code 1 when a
 * section cannot run.
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
  if (options.sections.includes('engines')) {
    const results = await benchEngines({ ...options, log: progress });
    console.log(`${formatEngineBench(results, options)}\n`);
  }
  if (options.sections.includes('nodes') || options.sections.includes('promote')) {
    await clusterSections(options);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
