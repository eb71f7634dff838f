// Measurement only (docs/performance.md "Monolith comparison"): the shell and the four remotes
// built into one bundle without Module Federation, to compare the federated site against. Derived
// from the apps' own config factory, so loaders, CSS handling, minification and chunk splitting stay
// the same as the federated build's; only federation is taken out. Never deployed.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { createAppConfig } = require('../tools/webpack/createAppConfig.cjs');

/** Where the monolith's files are served (tools/src/perf/monolithServer.ts). */
const PUBLIC_PATH = '/monolith/';

/**
 * The app config of the shell, built from `monolith/src/index.tsx`, without the federation plugin.
 * The shell's code reaches the federation runtime only to register and load remotes, which the
 * monolith imports statically: the runtime is aliased to a stub so it does not weigh on the bundle.
 * @param {Record<string, unknown>} env
 * @param {{mode?: string}} argv
 * @returns {import('webpack').Configuration} production build into `monolith/dist`
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
  // A production build may come with a server build (an array): only the browser one is measured.
  const configs = Array.isArray(built) ? built : [built];
  const app = configs.find((config) => !String(config.target ?? 'web').startsWith('node'));
  if (!app) throw new Error('createAppConfig 没有给出浏览器构建');
  return {
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
    plugins: (app.plugins ?? []).filter((plugin) => !(plugin instanceof ModuleFederationPlugin)),
  };
}

module.exports = createMonolithConfig;
