// Measurement only (docs/performance.md "Monolith comparison"): the monolith's server build
// (monolith/dist/ssr/render.js), what the perf lab's monolith server renders pages with. The
// shell's own `renderPage`, given the page's remote from the bundle instead of a remote version's
// server build: the same render, the same HTML, the same hydration payload.
export { jsonForScript, renderPage } from '../../shell/src/ssr/renderPage';
export { bundledRoutesOf, MONOLITH_VERSION } from './bundledRemotes';
