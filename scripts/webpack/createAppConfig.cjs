// One webpack configuration factory for the shell (host) and the four remotes (docs/stack.md
// "Webpack and Module Federation").
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { federationShared, federationName } = require('../../shared/src/federation/sharedDeps.cjs');

/**
 * @typedef {object} AppOptions
 * @property {string} name        workspace and registry name: `shell`, `mf-order`, …
 * @property {string} dir         the app folder (its `__dirname`)
 * @property {number} devPort     port of `npm run dev -w <name>`
 * @property {Record<string,string>} [exposes]  remotes only: exposed modules, e.g. `./routes`
 * @property {boolean} [host]     true for the shell
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
    return {
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
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: {
        rules: [
          {
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
          },
          { test: /\.css$/, use: ['style-loader', 'css-loader'] },
          {
            test: /\.(png|jpe?g|webp|svg)$/,
            type: 'asset',
            parser: { dataUrlCondition: { maxSize: 4096 } },
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: federationName(app.name),
          filename: 'remoteEntry.js',
          exposes: app.exposes ?? {},
          remotes: {},
          shared: federationShared(),
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
        }),
        ...(isHost || !production
          ? [
              new HtmlWebpackPlugin({
                template: path.join(__dirname, 'index.html'),
                templateParameters: { appName: app.name },
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
      optimization: { splitChunks: { chunks: 'async' } },
      devServer: {
        port: app.devPort,
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
  };
}

module.exports = { createAppConfig };
