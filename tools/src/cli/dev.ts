import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { publicOriginFromEnv } from '@xingheng/api';
import { registryWithOwnership } from '@xingheng/shared/registry';
import { createSiteServer } from '@xingheng/server';
import {
  APPS,
  defaultDatabase,
  DEFAULT_DEPLOY_DIR,
  REPO_ROOT,
  LOCAL_SITE_CONFIG,
} from '@xingheng/release';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { devPortOf } = require('../../webpack/createAppConfig.cjs') as {
  devPortOf: (dir: string) => number;
};

/**
 * Dev-server ports, from each app's `package.json` (`xingheng.devPort`, also what its webpack
 * config serves on): the shell on 3000, the remotes on 3001–3004.
 */
export const DEV_PORTS = Object.fromEntries(
  APPS.map((app) => [app, devPortOf(path.join(REPO_ROOT, app))]),
) as Record<(typeof APPS)[number], number>;

/**
 * `npm run dev`: the API and a development registry on :8080 (remotes pointing at their dev
 * servers), and a hot-reloading webpack dev server per app. Browse http://localhost:3000.
 */
async function main(): Promise<void> {
  const devRegistry = registryWithOwnership(LOCAL_SITE_CONFIG, (name) => ({
    version: 'dev',
    entry: `http://localhost:${DEV_PORTS[name]}/mf-manifest.json`,
  }));
  const api = await createSiteServer({
    deployDir: DEFAULT_DEPLOY_DIR,
    dbFile: defaultDatabase(),
    devRegistry,
    // Pages are opened on the shell's dev server, which proxies /api here.
    publicOrigin: publicOriginFromEnv(process.env, DEV_PORTS.shell),
  });
  await api.listen({ port: 8080, host: '127.0.0.1' });
  const cli = require.resolve('webpack-cli/bin/cli.js');
  const children: ChildProcess[] = APPS.map((app) =>
    spawn(
      process.execPath,
      [cli, 'serve', '--config', 'webpack.config.cjs', '--mode', 'development'],
      {
        cwd: path.join(REPO_ROOT, app),
        stdio: 'inherit',
      },
    ),
  );
  console.log('[dev] API 与注册表：http://localhost:8080 · 站点：http://localhost:3000');
  const stop = () => {
    children.forEach((child) => child.kill());
    void api.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
