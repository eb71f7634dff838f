import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { sharedTargetEnv } from '@xingheng/release/testing';

/**
 * `npm start` as a node of a cluster (`DEPLOY_URL`, docs/deployment.md "Releases from any
 * machine"): what stops it at once, on the object storage stand-in and PostgreSQL of the
 * `ops-cluster` jest project.
 */

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');

async function start(env: NodeJS.ProcessEnv) {
  const machine = { ...process.env };
  delete machine.DEPLOY_URL;
  delete machine.DATABASE_URL;
  try {
    await run(TSX, ['--tsconfig', 'tsconfig.tsx.json', 'server/src/cli/start.ts'], {
      cwd: ROOT,
      env: { ...machine, PORT: '0', ...env },
      timeout: 60_000,
    });
    return { code: 0, stderr: '' };
  } catch (error) {
    const failed = error as { code?: number; stderr?: string };
    return { code: failed.code ?? -1, stderr: failed.stderr ?? '' };
  }
}

describe('npm start with DEPLOY_URL', () => {
  test('a target nothing was published to stops the node, saying to release first', async () => {
    const ended = await start(await sharedTargetEnv());
    expect(ended.code).toBe(1);
    expect(ended.stderr).toMatch(/部署目标 s3:\/\/xh-deploy-\S+ 中还没有注册表或首页：请先发布/);
  }, 90_000);

  test('a bucket that does not exist stops it, naming DEPLOY_URL', async () => {
    const env = await sharedTargetEnv();
    const ended = await start({ ...env, DEPLOY_URL: 's3://xh-no-such-bucket/site' });
    expect(ended.code).toBe(1);
    expect(ended.stderr).toContain('无法访问 DEPLOY_URL 的存储桶 xh-no-such-bucket');
  }, 90_000);

  test('DEPLOY_URL without a PostgreSQL DATABASE_URL, or a bad sync interval, stops it at once', async () => {
    const env = await sharedTargetEnv();
    const noDatabase = await start({ ...env, DATABASE_URL: '' });
    expect(noDatabase.code).toBe(1);
    expect(noDatabase.stderr).toContain('需要 DATABASE_URL 指向 PostgreSQL 数据库');
    const badSync = await start({ ...env, XH_DEPLOY_SYNC_MS: '5' });
    expect(badSync.code).toBe(1);
    expect(badSync.stderr).toContain('XH_DEPLOY_SYNC_MS 须为 100–600000 之间的整数毫秒');
  }, 90_000);
});
