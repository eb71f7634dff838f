// Measurement only (docs/performance.md "Monolith comparison"): the shell and the four remotes
// built into one bundle without Module Federation, to compare the federated site against. Derived
// from the apps' own config factory, so loaders, CSS handling, minification and chunk splitting stay
// the same as the federated build's; only federation is taken out. Never deployed.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const {
  createAppConfig,
  createServerConfig,
  createWorkerConfig,
  SSR_DIR,
} = require('../tools/webpack/createAppConfig.cjs');
const { RouteChunksPlugin } = require('../tools/webpack/RouteChunksPlugin.cjs');

/**
 * Every remote's `./routes`, bundled (monolith/src/bundledRemotes.ts imports the same files). The
 * remotes are the root package's `mf-*` workspaces, as in jest.config.cjs (REMOTE_NAMES agrees:
 * tools/src/lint/remoteList.lint.test.ts).
 */
const ROUTES_FILES = require('../package.json')
  .workspaces.filter((workspace) => workspace.startsWith('mf-'))
  .map((remote) => path.join(__dirname, '..', remote, 'src', 'exposes', 'routes.tsx'));

/** Where the monolith's files are served (tools/src/perf/monolithServer.ts). */
const PUBLIC_PATH = '/monolith/';

/**
 * The app config of the shell, built from `monolith/src/index.tsx`, without the federation plugin.
 * The shell's code reaches the federation runtime only to register and load remotes, which the
 * monolith imports statically: the runtime is aliased to a stub so it does not weigh on the bundle.
 * Like a remote's build, it writes `route-chunks.json` (each page's files, for the page's preload
 * hints) and, as the shell's, a server build (`dist/ssr/render.js` from `monolith/src/render.ts`),
 * so the monolith is rendered on the server as the federated site is.
 * @param {Record<string, unknown>} env
 * @param {{mode?: string}} argv
 * The map pages' workers are built too (`dist/workers/`, where mf-support's pages start them under
 * the monolith's public path), so both builds draw the maps the same way.
 * @returns {import('webpack').Configuration[]} the browser, server and worker builds into
 *   `monolith/dist`
 */
function createMonolithConfig(env, argv) {
  // The factory reads the HTML's public path from this variable (as for a release of the shell).
  const previous = process.env.XH_SHELL_PUBLIC_PATH;
  process.env.XH_SHELL_PUBLIC_PATH = PUBLIC_PATH;
  let built;
  try {
    built = createAppConfig({ name: 'monolith', dir: __dirname, devPort: 3009, host: true })(env, {
      ...argv,
      mode: 'production',
    });
  } finally {
    if (previous === undefined) delete process.env.XH_SHELL_PUBLIC_PATH;
    else process.env.XH_SHELL_PUBLIC_PATH = previous;
  }
  // The shell's production build comes with its server build (an array): the browser one is taken.
  const configs = Array.isArray(built) ? built : [built];
  const app = configs.find((config) => !String(config.target ?? 'web').startsWith('node'));
  if (!app) throw new Error('createAppConfig 没有给出浏览器构建');
  const server = createServerConfig({ name: 'monolith', dir: __dirname, host: true });
  const browser = {
    ...app,
    entry: { main: './src/index.tsx' },
    output: { ...app.output, path: path.join(__dirname, 'dist'), publicPath: PUBLIC_PATH },
    resolve: {
      ...app.resolve,
      alias: {
        ...app.resolve?.alias,
        '@module-federation/enhanced/runtime$': path.join(__dirname, 'src/noFederationRuntime.ts'),
      },
    },
    plugins: [
      ...(app.plugins ?? []).filter((plugin) => !(plugin instanceof ModuleFederationPlugin)),
      new RouteChunksPlugin({ routesFiles: ROUTES_FILES }),
    ],
  };
  return [
    browser,
    {
      ...server,
      entry: { render: './src/render.ts' },
      // Image URLs as the browser build's: the monolith's files are served under PUBLIC_PATH.
      output: {
        ...server.output,
        path: path.join(__dirname, 'dist', SSR_DIR),
        publicPath: PUBLIC_PATH,
      },
      resolve: browser.resolve,
    },
    createWorkerConfig(
      {
        name: 'monolith',
        dir: path.join(__dirname, '..', 'mf-support'),
        workers: require('../mf-support/mapWorkers.cjs'),
      },
      path.join(__dirname, 'dist'),
    ),
  ];
}

module.exports = createMonolithConfig;
