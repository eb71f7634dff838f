// Writes a remote's route → files map (`route-chunks.json`) next to its manifest, so the shell can
// prefetch a page's files without running them and the page renderer can add preload hints for
// them (docs/performance.md "Route chunks").
const fs = require('node:fs');
const webpack = require('webpack');

const PLUGIN = 'RouteChunksPlugin';
/** The file the plugin emits into the build's output folder. */
const ROUTE_CHUNKS_FILE = 'route-chunks.json';

/**
 * The `chunk` names a remote's `routes.tsx` declares (`chunk: 'order-payment'`), in source order.
 * @param {string} source the text of `src/exposes/routes.tsx`
 * @returns {string[]}
 */
function declaredChunks(source) {
  return [...source.matchAll(/\bchunk:\s*['"]([^'"]+)['"]/g)].map((m) => m[1]);
}

/**
 * For each page `import()` of the remote's `routes.tsx` (one async chunk group each, named by its
 * `webpackChunkName`), lists the JS and CSS files the page needs beyond the remote's entry:
 * `{ "order-payment": ["order-payment.1a2b3c4d.js", "630.fe981582.js", "styles.9b7b9412.css"] }`.
 * The build fails when a page import has no chunk name, or when the names do not match the
 * `chunk` fields of `defineRemoteRoutes` (what the browser reads to find a page's entry here).
 */
class RouteChunksPlugin {
  /** @param {{ routesFile: string }} options the absolute path of `src/exposes/routes.tsx` */
  constructor({ routesFile }) {
    this.routesFile = routesFile;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const fail = (message) =>
            compilation.errors.push(new webpack.WebpackError(`${PLUGIN}: ${message}`));
          /** @type {Record<string, string[]>} */
          const map = {};
          for (const group of compilation.chunkGroups) {
            const origin = group.origins.find((o) => o.module?.resource === this.routesFile);
            if (!origin) continue;
            if (!group.name) {
              fail(`${this.routesFile} 中的 import('${origin.request}') 缺少 webpackChunkName`);
              continue;
            }
            const files = new Set();
            for (const chunk of group.chunks) {
              for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.add(file);
            }
            map[group.name] = [...files].sort();
          }
          const declared = declaredChunks(fs.readFileSync(this.routesFile, 'utf8'));
          const missing = declared.filter((name) => !map[name]);
          const undeclared = Object.keys(map).filter((name) => !declared.includes(name));
          if (missing.length > 0)
            fail(`chunk 字段 ${missing.join('、')} 没有同名的 webpackChunkName`);
          if (undeclared.length > 0)
            fail(`webpackChunkName ${undeclared.join('、')} 没有同名的 chunk 字段`);
          compilation.emitAsset(
            ROUTE_CHUNKS_FILE,
            new webpack.sources.RawSource(`${JSON.stringify(map, null, 2)}\n`),
          );
        },
      );
    });
  }
}

module.exports = { RouteChunksPlugin, ROUTE_CHUNKS_FILE, declaredChunks };
