import type { ChinaFeatureCollection } from './chinaRegions';

/**
 * The map of China as the pages draw it: Apache ECharts 4.9.0 `map/json/china.json` (Apache-2.0),
 * the 34 provincial-level divisions, Taiwan, Hong Kong and Macao included, in the compressed
 * `UTF8Encoding` form that ECharts decodes itself. Registered under the name `china`, for which
 * ECharts adds the South China Sea islands (南海诸岛) inset and the Diaoyu island, as a map
 * published in China must show.
 *
 * The file is not bundled into a script: webpack emits it as a hashed asset of the mf-support
 * build (`assets/china.<hash>.json`, served `immutable`), fetched beside the ECharts chunk, so it
 * is cached apart from the code and is parsed as JSON rather than as JavaScript
 * (docs/performance.md "Every public route").
 * @returns the file's URL (only called in the browser)
 */
export function chinaMapUrl(): string {
  return new URL('echarts4/map/json/china.json', import.meta.url).href;
}

/** The map data as `registerMap` takes it and as `provinceNameMap` reads it. */
export type ChinaMapJson = ChinaFeatureCollection & { UTF8Encoding?: boolean };

/**
 * Fetches the map data.
 * @param url where the file is (`chinaMapUrl()`)
 * @returns the parsed file
 * @throws Error when the request fails or the answer is not the map (no `features`)
 */
export async function fetchChinaMap(url: string): Promise<ChinaMapJson> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`map data: HTTP ${response.status}`);
  const json: unknown = await response.json();
  if (
    typeof json !== 'object' ||
    json === null ||
    !Array.isArray((json as ChinaMapJson).features)
  ) {
    throw new Error('map data: not a feature collection');
  }
  return json as ChinaMapJson;
}
