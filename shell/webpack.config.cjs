// Build of the host: no remote URL is built in; remotes come from /mf-registry.json at run time.
const { createAppConfig } = require('../tools/webpack/createAppConfig.cjs');

module.exports = createAppConfig({ name: 'shell', dir: __dirname, host: true });
