// Build of the mf-order remote: exposes its route group as `./routes` (issue #2 §2).
const { createAppConfig } = require('../scripts/webpack/createAppConfig.cjs');

module.exports = createAppConfig({
  name: 'mf-order',
  dir: __dirname,
  devPort: 3003,
  exposes: { './routes': './src/exposes/routes.tsx' },
});
