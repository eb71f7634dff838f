/**
 * Where the map pages' files are, as URLs of this remote's build. Page code only: a map worker
 * gets the URLs it needs from the page (this file's `import.meta.url` would make the worker's
 * build emit the map data a second time).
 */

/** Where the remote's own public files are (webpack's runtime public path: its version folder). */
declare const __webpack_public_path__: string;

/**
 * The map of China as the pages draw it: Apache ECharts 4.9.0 `map/json/china.json` (Apache-2.0),
 * the 34 provincial-level divisions, Taiwan, Hong Kong and Macao included, in the compressed
 * `UTF8Encoding` form that ECharts decodes itself. Registered under the name `china`, for which
 * ECharts adds the South China Sea islands (南海诸岛) inset and the Diaoyu island, as a map
 * published in China must show.
 *
 * The file is not bundled into a script: webpack emits it as a hashed asset of the mf-support
 * build (`assets/china.<hash>.json`, served `immutable`), fetched beside the ECharts chunk or by
 * the map worker, so it is cached apart from the code and is parsed as JSON rather than as
 * JavaScript (docs/performance.md "Every public route").
 * @returns the file's URL (only called in the browser)
 */
export function chinaMapUrl(): string {
  return new URL('echarts4/map/json/china.json', import.meta.url).href;
}

/**
 * The URL of one of this remote's map workers: `workers/<name>.js` in its version folder, built
 * by the app's worker build (`workers` in `tools/webpack/createAppConfig.cjs`, a plain webworker
 * bundle without federation) and served `immutable` like the rest of the folder.
 * @param name the worker entry's name, e.g. `coverage-map`
 * @returns the absolute URL (only called in the browser; the page's origin, as a worker needs)
 */
export function mapWorkerUrl(name: string): string {
  const base = new URL(__webpack_public_path__, window.location.href);
  return new URL(`workers/${name}.js`, base).href;
}
