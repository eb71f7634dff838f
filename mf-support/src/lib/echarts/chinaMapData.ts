import type { ChinaFeatureCollection } from './chinaRegions';

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
