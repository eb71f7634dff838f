// One webpack configuration factory for the shell (host) and the four remotes (docs/stack.md
// "Webpack and Module Federation").
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { RouteChunksPlugin, routeChunkNameRule } = require('./RouteChunksPlugin.cjs');
const {
  federationShared,
  federationName,
  SHARED_SINGLETONS,
} = require('../../shared/src/federation/sharedDeps.cjs');

/**
 * Packages the server build leaves to the renderer's own copies besides the shared singletons:
 * react-dom's server renderers and react-router, which the shell's renderer imports for its static
 * router (browser code reaches the router only through `@xingheng/shared/router`).
 */
const SERVER_ONLY_EXTERNALS = [
  'react-dom/server',
  'react-dom/static',
  'react-router',
  'react-router/dom',
];

/** The server build's folder inside `<app>/dist` (never served: docs/performance.md). */
const SSR_DIR = 'ssr';

/** The ES module build of the federation runtime core, as `@module-federation/runtime-tools` has it. */
const RUNTIME_CORE_ESM = path.join(
  path.dirname(require.resolve('@module-federation/runtime-tools/package.json')),
  'dist/runtime-core.js',
);

/** The swc-loader rule for TypeScript and TSX, shared by the browser and the server builds. */
function typescriptRule(production) {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target: 'es2020',
        },
      },
    },
  };
}

/** Images: inlined under 4 KB, otherwise a hashed file (same rule in both builds, same URLs). */
const IMAGE_TEST = /\.(png|jpe?g|webp|svg)$/;

/**
 * The server build of an app (docs/performance.md "Server rendering"): what the page renderer of
 * `npm start` loads, from the app's versioned folder, to render a public route to HTML. One
 * CommonJS file per entry in `dist/ssr/` (lazy pages are inlined: one file is loaded once per
 * version), CSS ignored (the browser build's extracted CSS is linked), images resolved to the same
 * URLs as the browser build's (nothing emitted), and the shared singletons left to the renderer's
 * own copies (`require('react')`, …), so the server has one React, one router and one
 * `@xingheng/shared` for the shell and every remote, as the browser has.
 * @param {AppOptions} app
 * @returns {import('webpack').Configuration}
 */
function createServerConfig(app) {
  const entry = app.host
    ? { render: './src/ssr/renderPage.tsx' }
    : { routes: app.exposes['./routes'] };
  return {
    name: `${app.name}-ssr`,
    mode: 'production',
    target: 'node20',
    context: app.dir,
    entry,
    devtool: false,
    output: {
      path: path.join(app.dir, 'dist', SSR_DIR),
      // The URLs of images must be the browser's: the version folder the build is published to.
      publicPath: process.env.XH_PUBLIC_PATH ?? '/',
      filename: '[name].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    // react-dom's server renderers too: React's development and production builds must not be
    // mixed, and the renderer's `react` follows its NODE_ENV at run time. react-router itself as
    // well: the shell's server renderer uses its static router, and `@xingheng/shared/router`
    // (external) re-exports the same package, so server code has one router as the browser has.
    externals: [
      ({ request }, callback) =>
        [...SHARED_SINGLETONS, ...SERVER_ONLY_EXTERNALS].includes(request)
          ? callback(undefined, `commonjs ${request}`)
          : callback(),
    ],
    module: {
      rules: [
        typescriptRule(true),
        { test: /\.css$/, use: [path.join(__dirname, 'emptyModuleLoader.cjs')] },
        {
          test: IMAGE_TEST,
          type: 'asset',
          parser: { dataUrlCondition: { maxSize: 4096 } },
          generator: { emit: false },
        },
      ],
    },
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** The folder of `dist/` the worker build writes (`createWorkerConfig`). */
const WORKERS_DIR = 'workers';

/**
 * The JavaScript minimizer of the browser and worker builds: webpack's own minimizer plugin with
 * swc's minifier in place of its default terser, at the same two compress passes: the five apps'
 * production builds take about half the time, and first-visit JS is slightly smaller on every
 * route (docs/stack.md "Webpack and Module Federation"). The swc compiler is the one `swc-loader`
 * already uses.
 * @returns {import('webpack').WebpackPluginInstance[]} the value of `optimization.minimizer`
 */
function jsMinimizer() {
  return [
    new MinimizerPlugin({
      minify: { implementation: MinimizerPlugin.swcMinify, options: { compress: { passes: 2 } } },
    }),
  ];
}

/**
 * The worker build of an app (docs/performance.md "Map pages: the chart in a worker"): each of
 * `app.workers` as a plain webworker script `dist/workers/<name>.js`, without federation (a
 * worker shares no module with the page: React, the router and the store stay on the page), so
 * the page starts it at a fixed name inside the version folder it is published to (`immutable`
 * like the rest of the folder); modules common to the workers go to hashed chunks beside them,
 * loaded with `importScripts`.
 * @param {AppOptions & {workers: Record<string,string>}} app
 * @param {string} [outputDir] where `workers/` goes (the app's `dist`, or the monolith's)
 * @returns {import('webpack').Configuration}
 */
function createWorkerConfig(app, outputDir = path.join(app.dir, 'dist')) {
  return {
    name: `${app.name}-workers`,
    mode: 'production',
    target: 'webworker',
    context: app.dir,
    entry: app.workers,
    devtool: 'hidden-source-map',
    output: {
      path: path.join(outputDir, WORKERS_DIR),
      publicPath: 'auto',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: `${federationName(app.name)}_workers`,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    // What a worker imports from a barrel (`@xingheng/shared`'s types and lookups) is tree-shaken;
    // the barrel's styles and images resolve to nothing (a worker draws no page).
    module: {
      rules: [
        typescriptRule(true),
        { test: /\.css$/, use: [path.join(__dirname, 'emptyModuleLoader.cjs')] },
        { test: IMAGE_TEST, type: 'asset', generator: { emit: false } },
      ],
    },
    optimization: { minimizer: jsMinimizer() },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * The dev-server port an app's `package.json` declares (`xingheng.devPort`): written there once,
 * read here and by `npm run dev` (tools/src/cli/dev.ts).
 * @param {string} dir the app folder
 * @returns {number} the port
 * @throws {Error} when the package declares none
 */
function devPortOf(dir) {
  const port = require(path.join(dir, 'package.json')).xingheng?.devPort;
  if (!Number.isInteger(port)) throw new Error(`${dir}/package.json: xingheng.devPort is missing`);
  return port;
}

/**
 * @typedef {object} AppOptions
 * @property {string} name        workspace and registry name: `shell`, `mf-order`, …
 * @property {string} dir         the app folder (its `__dirname`)
 * @property {number} [devPort]   port of `npm run dev -w <name>`; by default the app's
 *                                `package.json` `xingheng.devPort`, the one place it is written
 * @property {Record<string,string>} [exposes]  remotes only: exposed modules, e.g. `./routes`
 * @property {boolean} [host]     true for the shell
 * @property {Record<string,string>} [workers]  web workers the app starts, by name, e.g.
 *                                `{ 'iono-map': './src/features/iono/iono.worker.ts' }`: built
 *                                by `createWorkerConfig` into `dist/workers/<name>.js`
 */

/**
 * Builds the webpack config of one app.
 * @param {AppOptions} app
 * @returns {(env: Record<string, unknown>, argv: {mode?: string}) => import('webpack').Configuration}
 *   output goes to `<dir>/dist` with `publicPath: 'auto'` (one build runs from any folder);
 *   entry files keep fixed names, chunks are content-hashed (docs/stack.md "Webpack").
 */
function createAppConfig(app) {
  return (_env, argv) => {
    const production = argv.mode === 'production';
    const isHost = Boolean(app.host);
    const browser = {
      name: app.name,
      mode: production ? 'production' : 'development',
      context: app.dir,
      entry: { main: './src/index.ts' },
      // Production maps are built hidden (no `sourceMappingURL` in the bundles) and moved out of the
      // public version folder on release, into the deploy target's private store (docs/security.md).
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(app.dir, 'dist'),
        publicPath: 'auto',
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: federationName(app.name),
        // The server and worker builds write dist/ssr/ and dist/workers/ in the same run.
        clean: {
          keep: (asset) => asset.startsWith(`${SSR_DIR}/`) || asset.startsWith(`${WORKERS_DIR}/`),
        },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        // The shell's federation runtime once, not twice: `provideExternalRuntime` injects a plugin
        // that `require()`s the runtime core to hand it to the remotes, which resolves to the
        // CommonJS build, next to the ES module build the shell's own runtime imports (about
        // 90 KB more in main.js, evaluated before anything renders). Both now load the ES build.
        alias: isHost ? { '@module-federation/runtime-tools/runtime-core$': RUNTIME_CORE_ESM } : {},
      },
      module: {
        rules: [
          routeChunkNameRule(),
          typescriptRule(production),
          {
            test: /\.css$/,
            // Production: one extracted, hashed CSS file per app (the `styles` chunk below), which
            // the server-rendered page links, so content is styled before any script runs.
            use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'],
          },
          {
            test: IMAGE_TEST,
            type: 'asset',
            parser: { dataUrlCondition: { maxSize: 4096 } },
          },
        ],
      },
      plugins: [
        // A remote's page → files map, for link prefetch and the page's preload hints.
        ...(production && app.exposes?.['./routes']
          ? [
              new RouteChunksPlugin({
                routesFiles: [path.resolve(app.dir, app.exposes['./routes'])],
              }),
            ]
          : []),
        ...(production
          ? [
              new MiniCssExtractPlugin({
                filename: '[name].[contenthash:8].css',
                chunkFilename: '[name].[contenthash:8].css',
              }),
            ]
          : []),
        new ModuleFederationPlugin({
          name: federationName(app.name),
          filename: 'remoteEntry.js',
          exposes: app.exposes ?? {},
          remotes: {},
          shared: federationShared(),
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
          // A shared module loads from what is already loaded (the shell provides every singleton)
          // instead of first running every registered remote's entry to compare versions
          // ('version-first', the default): a shared module loaded late (axios, on the first API
          // call) must not need a remote that is down or was never shown (docs/architecture.md).
          shareStrategy: 'loaded-first',
          // Production: the federation runtime ships once, in the shell, which provides it to the
          // remotes (`_FEDERATION_RUNTIME_CORE`); a remote's dev server keeps its own so it runs
          // alone (docs/performance.md "No waterfall").
          ...(production
            ? { experiments: isHost ? { provideExternalRuntime: true } : { externalRuntime: true } }
            : {}),
        }),
        ...(isHost || !production
          ? [
              new HtmlWebpackPlugin({
                template: path.join(__dirname, 'index.html'),
                // The app's extracted CSS (production) is linked in <head>: it belongs to an async
                // chunk (the shell's bootstrap), which html-webpack-plugin would not link itself.
                // `data-href` is the name the CSS chunk loader looks for: it adopts the link
                // instead of adding the stylesheet a second time (a style pass over the page).
                templateParameters: (compilation, assets) => ({
                  appName: app.name,
                  stylesheets: Object.keys(compilation.assets)
                    .filter((file) => file.endsWith('.css'))
                    .map((file) => ({ href: `${assets.publicPath}${file}`, file })),
                }),
                chunks: ['main'],
                scriptLoading: 'defer',
                // Page routes are nested (/support/details/9): the HTML must load absolute URLs.
                // A release build of the shell lives in /shell/<version>/ (docs/releasing.md).
                publicPath: process.env.XH_SHELL_PUBLIC_PATH ?? '/',
              }),
            ]
          : []),
      ],
      performance: { hints: false },
      optimization: {
        minimizer: jsMinimizer(),
        splitChunks: {
          chunks: 'async',
          // All of an app's CSS in one file (a few KB gzip per app): the page renderer links it
          // for the owning remote, and no route waits for a CSS chunk of its own.
          cacheGroups: production
            ? {
                styles: {
                  name: 'styles',
                  type: 'css/mini-extract',
                  chunks: 'all',
                  enforce: true,
                },
              }
            : {},
        },
      },
      devServer: {
        port: app.devPort ?? devPortOf(app.dir),
        // disableDotRule: SPEC §2's `/support/map/component/regionBox.` is a page, not a file.
        historyApiFallback: { disableDotRule: true },
        hot: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // `npm run dev` serves the API and the dev registry on :8080; a remote's team running it alone
        // starts the API there with `npm run dev -w @xingheng/api`.
        proxy: [
          {
            context: ['/api', '/mf-registry.json'],
            target: process.env.XH_API_ORIGIN ?? 'http://localhost:8080',
          },
        ],
      },
      stats: 'errors-warnings',
    };
    // In development each remote runs on its own port, another origin than the page, where a
    // browser refuses to start a worker: the pages draw on the main thread there, no worker build.
    const workers = app.workers ? [createWorkerConfig(app)] : [];
    return production ? [browser, createServerConfig(app), ...workers] : browser;
  };
}

module.exports = { createAppConfig, createServerConfig, createWorkerConfig, devPortOf, SSR_DIR };
