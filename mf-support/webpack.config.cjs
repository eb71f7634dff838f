// Build of the mf-support remote: exposes its route group as `./routes`
// (docs/adr/0001-runtime-registry.md).
const { createAppConfig } = require('../tools/webpack/createAppConfig.cjs');

module.exports = createAppConfig({
  name: 'mf-support',
  dir: __dirname,
  exposes: { './routes': './src/exposes/routes.tsx' },
  // The map pages' charts, drawn off the main thread (docs/performance.md "Map pages: the chart
  // in a worker"); the names are those `mapWorkerUrl` is called with.
  workers: {
    'coverage-map': './src/features/coverageMap/coverageMap.worker.ts',
    'iono-map': './src/features/iono/iono.worker.ts',
  },
});
