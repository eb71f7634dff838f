// The map pages' workers, by the name `mapWorkerUrl` starts them with (docs/performance.md "Map
// pages: the chart in a worker"); paths from the mf-support folder. Read by mf-support's build and
// by the monolith's, which bundles mf-support's pages and so starts the same workers.
module.exports = {
  'coverage-map': './src/features/coverageMap/coverageMap.worker.ts',
  'iono-map': './src/features/iono/iono.worker.ts',
};
