// A render worker's entry, loaded by piscina in each thread of the page renderer's pool
// (server/src/ssr/renderPool.ts). Under `npm start` the thread inherits tsx from the process's
// flags; a pool started elsewhere (jest, plain node) registers tsx here, with the tsconfig that
// compiles the shared .tsx components the automatic JSX way (tsconfig.tsx.json).
const path = require('node:path');

if (!require.extensions['.ts']) {
  process.env.TSX_TSCONFIG_PATH ??= path.join(__dirname, '..', '..', '..', 'tsconfig.tsx.json');
  require('tsx/cjs/api').register();
}

module.exports = require('./renderWorker.ts');
