// Build of the mf-account remote: exposes its route group as `./routes` (issue #2 §2).
const { createAppConfig } = require('../scripts/webpack/createAppConfig.cjs');

module.exports = createAppConfig({
  name: 'mf-account',
  dir: __dirname,
  devPort: 3002,
  exposes: { './routes': './src/exposes/routes.tsx' },
});
