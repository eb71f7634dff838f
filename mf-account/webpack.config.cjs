// Build of the mf-account remote: exposes its route group as `./routes`
// (docs/adr/0001-runtime-registry.md).
const { createAppConfig } = require('../scripts/webpack/createAppConfig.cjs');

module.exports = createAppConfig({
  name: 'mf-account',
  dir: __dirname,
  devPort: 3002,
  exposes: { './routes': './src/exposes/routes.tsx' },
});
