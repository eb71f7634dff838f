// Build of the mf-support remote: exposes its route group as `./routes`
// (docs/adr/0001-runtime-registry.md).
const { createAppConfig } = require('../tools/webpack/createAppConfig.cjs');

module.exports = createAppConfig({
  name: 'mf-support',
  dir: __dirname,
  exposes: { './routes': './src/exposes/routes.tsx' },
  // The map pages' charts, drawn off the main thread.
  workers: require('./mapWorkers.cjs'),
});
