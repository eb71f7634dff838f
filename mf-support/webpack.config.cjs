// Build of the mf-support remote: exposes its route group as `./routes` (issue #2 §2).
const { createAppConfig } = require('../scripts/webpack/createAppConfig.cjs');

module.exports = createAppConfig({
  name: 'mf-support',
  dir: __dirname,
  devPort: 3004,
  exposes: { './routes': './src/exposes/routes.tsx' },
});
