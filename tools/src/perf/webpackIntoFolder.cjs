// For tools/src/perf/buildTimes.ts: an app's own webpack config (XH_PERF_WEBPACK_CONFIG) with
// every output moved into a temporary folder (XH_PERF_OUTPUT_DIR), so that timing a production
// build never touches `<app>/dist`, which `npm start` and releases publish.
const path = require('node:path');

const configFile = process.env.XH_PERF_WEBPACK_CONFIG;
const outputDir = process.env.XH_PERF_OUTPUT_DIR;
if (!configFile || !outputDir) {
  throw new Error('XH_PERF_WEBPACK_CONFIG 与 XH_PERF_OUTPUT_DIR 必须设置');
}
const appConfig = require(configFile);

/**
 * @param {Record<string, unknown>} env
 * @param {{mode?: string}} argv
 * @returns {import('webpack').Configuration | import('webpack').Configuration[]} the app's
 *   config(s), each writing into its own folder under XH_PERF_OUTPUT_DIR
 */
module.exports = (env, argv) => {
  const built = typeof appConfig === 'function' ? appConfig(env, argv) : appConfig;
  const configs = Array.isArray(built) ? built : [built];
  const moved = configs.map((config, index) => ({
    ...config,
    output: { ...config.output, path: path.join(outputDir, config.name ?? String(index)) },
  }));
  return Array.isArray(built) ? moved : moved[0];
};
