// Writes a remote's route → files map (`route-chunks.json`) next to its manifest, so the shell can
// prefetch a page's files without running them and the page renderer can add preload hints for
// them (docs/performance.md "Route chunks").
const webpack = require('webpack');

const PLUGIN = 'RouteChunksPlugin';
/** The file the plugin emits into the build's output folder. */
const ROUTE_CHUNKS_FILE = 'route-chunks.json';

/**
 * The rule that names each page chunk after its route's `chunk` field (`routeChunkNameLoader.cjs`):
 * every app's build applies it to any `src/exposes/routes.*`, so the name is written once.
 * @returns {import('webpack').RuleSetRule}
 */
function routeChunkNameRule() {
  return {
    test: /[\\/]src[\\/]exposes[\\/]routes\.[jt]sx?$/,
    enforce: 'pre',
    loader: require.resolve('./routeChunkNameLoader.cjs'),
  };
}

/**
 * For each page `import()` of the remote's `routes.tsx` (one async chunk group each, named by its
 * `webpackChunkName`), lists the JS and CSS files the page needs beyond the remote's entry:
 * `{ "order-payment": ["order-payment.1a2b3c4d.js", "630.fe981582.js", "styles.9b7b9412.css"] }`.
 * The names come from the `chunk` fields of `defineRemoteRoutes` (`routeChunkNameRule`), which is
 * what the browser reads to find a page's entry here. The build fails when a page import has no
 * name (no `chunk` beside it) or one name covers two different imports.
 */
class RouteChunksPlugin {
  /**
   * @param {{ routesFiles: string[] }} options the absolute paths of the `src/exposes/routes.tsx`
   *   whose pages are listed: a remote's own, or every remote's in the monolith of the perf lab
   */
  constructor({ routesFiles }) {
    this.routesFiles = new Set(routesFiles);
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
            const origin = group.origins.find((o) => this.routesFiles.has(o.module?.resource));
            if (!origin) continue;
            if (!group.name) {
              fail(
                `${origin.module.resource} 中的 import('${origin.request}') 没有 chunk 名（其路由项缺少字符串 chunk 字段）`,
              );
              continue;
            }
            const files = new Set();
            for (const chunk of group.chunks) {
              for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.add(file);
            }
            map[group.name] = [...files].sort();
            const requests = new Set(
              group.origins
                .filter((o) => this.routesFiles.has(o.module?.resource))
                .map((o) => o.request),
            );
            if (requests.size > 1)
              fail(`chunk 名 ${group.name} 用于多个页面：${[...requests].join('、')}`);
          }
          compilation.emitAsset(
            ROUTE_CHUNKS_FILE,
            new webpack.sources.RawSource(`${JSON.stringify(map, null, 2)}\n`),
          );
        },
      );
    });
  }
}

module.exports = { RouteChunksPlugin, ROUTE_CHUNKS_FILE, routeChunkNameRule };
