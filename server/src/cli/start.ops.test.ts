import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');

/** Runs `npm start`'s entry (`--no-build`) with `env`, and returns how it ended. */
async function start(env: Record<string, string>) {
  const machine = { ...process.env };
  delete machine.XH_PUBLIC_ORIGIN;
  try {
    await run(TSX, ['--tsconfig', 'tsconfig.tsx.json', 'server/src/cli/start.ts', '--no-build'], {
      cwd: ROOT,
      env: { ...machine, ...env },
      timeout: 60_000,
    });
    return { code: 0, stderr: '' };
  } catch (error) {
    const failed = error as { code?: number; stderr?: string };
    return { code: failed.code ?? -1, stderr: failed.stderr ?? '' };
  }
}

describe('npm start and the public origin (docs/security.md)', () => {
  test('refuses to start under NODE_ENV=production without XH_PUBLIC_ORIGIN, naming it', async () => {
    const ended = await start({ NODE_ENV: 'production', PORT: '0' });
    expect(ended.code).toBe(1);
    expect(ended.stderr).toContain('须设置 XH_PUBLIC_ORIGIN');
  }, 90_000);

  test('refuses an XH_PUBLIC_ORIGIN that is not an origin', async () => {
    const ended = await start({ XH_PUBLIC_ORIGIN: 'https://www.example.com/site', PORT: '0' });
    expect(ended.code).toBe(1);
    expect(ended.stderr).toContain('XH_PUBLIC_ORIGIN 须为站点对外的源');
  }, 90_000);
});
