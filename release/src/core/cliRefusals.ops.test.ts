import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../deploy/paths';
import { freePort } from './testing';
import { releaseBuild } from './commands';
import { fakeBuild, seedSite, tempDeployDir, testContext } from './testing';

/**
 * What `npm run release` refuses rather than doing something wrong (docs/releasing.md): a verify
 * whose site does not answer, a deploy location that is not a local folder.
 */

const cli = path.join(REPO_ROOT, 'release', 'src', 'cli', 'release.ts');
const tsx = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');

/** Runs the release CLI; resolves its exit code and output whatever the code. */
function releaseCli(args: string[], cwd = REPO_ROOT, env: NodeJS.ProcessEnv = {}) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      tsx,
      ['--tsconfig', path.join(REPO_ROOT, 'tsconfig.tsx.json'), cli, ...args],
      { cwd, timeout: 120_000, env: { ...process.env, DEPLOY_URL: '', ...env } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** `npm run release -- verify mf-support v2` against `site`, on the deploy folder `deployDir`. */
function verifyCandidate(site: string, deployDir: string) {
  return releaseCli(['verify', 'mf-support', 'v2', '--site', site, '--deploy-dir', deployDir]);
}

async function siteWithCandidate() {
  const deployDir = tempDeployDir();
  const context = testContext(deployDir);
  await seedSite(context);
  await releaseBuild(context, 'mf-support', fakeBuild('mf-support', 'v2'));
  const ledgerFile = path.join(deployDir, 'release-ledger.json');
  return { deployDir, ledgerFile, ledger: fs.readFileSync(ledgerFile, 'utf8') };
}

describe('verify without a site', () => {
  it('exits with 3, names --site and the address, and records nothing', async () => {
    const { deployDir, ledgerFile, ledger } = await siteWithCandidate();
    const site = `http://127.0.0.1:${await freePort()}`;
    const result = await verifyCandidate(site, deployDir);
    expect(result.code).toBe(3);
    expect(result.stderr).toContain(`无法访问站点 ${site}/（connect ECONNREFUSED`);
    expect(result.stderr).toContain('--site');
    expect(result.stdout).not.toContain('验证失败');
    expect(fs.readFileSync(ledgerFile, 'utf8')).toBe(ledger);
  }, 60_000);

  it('treats an address that does not serve the registry as no site', async () => {
    const { deployDir, ledgerFile, ledger } = await siteWithCandidate();
    const server = http.createServer((_request, response) => {
      response.statusCode = 404;
      response.end('not here');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const result = await verifyCandidate(site, deployDir);
      expect(result.code).toBe(3);
      expect(result.stderr).toContain(`无法访问站点 ${site}/（/mf-registry.json 应答 HTTP 404`);
      expect(fs.readFileSync(ledgerFile, 'utf8')).toBe(ledger);
    } finally {
      server.close();
    }
  }, 60_000);

  it('refuses a --site that is not an address as a usage error', async () => {
    const { deployDir } = await siteWithCandidate();
    const result = await releaseCli([
      'verify',
      'mf-support',
      'v2',
      '--site',
      'localhost:8080',
      '--deploy-dir',
      deployDir,
    ]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--site 须为站点地址');
  }, 60_000);
});

describe('--deploy-dir', () => {
  it('refuses a URL other than s3:// with exit 2 and writes no folder', async () => {
    const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'xh-cwd-'));
    const build = fakeBuild('mf-support', 'v2');
    const result = await releaseCli(
      ['release', 'mf-support', '--dist', build, '--deploy-dir', 'https://cdn.example.com/x'],
      cwd,
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      '不支持的部署目标 https://cdn.example.com/x：部署目标只支持本机目录',
    );
    expect(result.stdout).not.toContain('已发布');
    expect(fs.readdirSync(cwd)).toEqual([]);
  }, 60_000);

  it('refuses s3:// without a PostgreSQL DATABASE_URL, naming both settings', async () => {
    const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'xh-cwd-'));
    const build = fakeBuild('mf-support', 'v2');
    const result = await releaseCli(
      ['release', 'mf-support', '--dist', build, '--deploy-dir', 's3://bucket/x'],
      cwd,
      { DATABASE_URL: '' },
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('DEPLOY_URL=s3://bucket/x 需要 DATABASE_URL');
    expect(result.stdout).not.toContain('已发布');
    expect(fs.readdirSync(cwd)).toEqual([]);
  }, 60_000);

  it('refuses a malformed DEPLOY_URL, naming it', async () => {
    const build = fakeBuild('mf-support', 'v2');
    const result = await releaseCli(['release', 'mf-support', '--dist', build], REPO_ROOT, {
      DEPLOY_URL: 's3://B/x',
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('DEPLOY_URL 无效');
  }, 60_000);
});
