import { parseArgs } from 'node:util';
import { startCluster } from '../cluster/startCluster';

const USAGE = `npm run cluster -- [--port PORT]

在本机启动一套多节点站点（docs/deployment.md "A cluster on one machine"）：临时的 PostgreSQL、
Redis 与对象存储替身（s3rver），两个站点节点（npm start），以及在前面做负载均衡的 nginx。
--port：nginx 的端口（默认 8090，只监听 127.0.0.1）。Ctrl-C 停止全部并删除临时数据。`;

/**
 * `npm run cluster`: starts the local cluster (`startCluster`) on `--port` (default 8090),
 * prints each address, reports a node that dies, and stops everything on Ctrl-C or SIGTERM (exit
 * 0). Exits 1 with a message when the cluster cannot start or a flag is unknown.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { port: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const port = Number(values.port ?? 8090);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`--port 须为 1–65535 的端口号：${values.port}`);
  }
  let stopping = false;
  const cluster = await startCluster({
    port,
    log: (line) => console.log(line),
    onUnexpectedExit: (node, how) => {
      if (!stopping) {
        console.error(
          `[cluster] 节点 ${node.name}（${node.url}）意外退出（${how}），其余节点继续服务`,
        );
      }
    },
  });
  console.log(
    [
      '',
      `[cluster] 星衡时空官网（多节点）已启动：${cluster.url}`,
      ...cluster.nodes.map((node) => `  节点 ${node.name}：${node.url}`),
      `  PostgreSQL：${cluster.engines.postgres}`,
      `  Redis：${cluster.engines.redis}`,
      `  对象存储（s3rver，密钥 S3RVER/S3RVER）：${cluster.engines.s3}`,
      `  部署目标（DEPLOY_URL）：${cluster.engines.deploy}`,
      `  数据目录：${cluster.dir}（停止时删除）`,
      '发布到本集群（各节点约一秒内生效）：',
      `  DEPLOY_URL=${cluster.engines.deploy} DATABASE_URL=${cluster.engines.postgres} \\`,
      `  AWS_ENDPOINT_URL=${cluster.engines.s3} AWS_ACCESS_KEY_ID=S3RVER AWS_SECRET_ACCESS_KEY=S3RVER \\`,
      '  AWS_S3_FORCE_PATH_STYLE=true AWS_REGION=us-east-1 npm run release -- status',
      '按 Ctrl-C 停止。',
    ].join('\n'),
  );
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    console.log('[cluster] 正在停止……');
    void cluster.stop().then(() => {
      console.log('[cluster] 已全部停止');
      process.exit(0);
    });
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  console.error(`\n${USAGE}`);
  process.exit(1);
});
