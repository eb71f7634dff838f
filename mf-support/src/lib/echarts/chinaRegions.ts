/**
 * Facts about the registered map of China that the pages' chart options need, kept free of
 * ECharts so they are unit-tested and importable anywhere.
 */

/** The ECharts map name: `china` makes ECharts add the South China Sea islands inset. */
export const CHINA_MAP = 'china';

/** The part of the map's GeoJSON this code reads: each feature's code and short name. */
export interface ChinaFeatureCollection {
  features: readonly { id?: string; properties: { id?: string; name: string } }[];
}

/**
 * The geo `nameMap` that renames the map's regions to their GB/T 2260 codes, so options name a
 * province by code (as the coverage API does) rather than by the map's short names (`广西`).
 * @param geoJson the map data
 * @returns feature name → six-digit code, for features that carry one
 */
export function provinceNameMap(geoJson: ChinaFeatureCollection): Record<string, string> {
  const map: Record<string, string> = {};
  for (const feature of geoJson.features) {
    const code = feature.id ?? feature.properties.id;
    if (code !== undefined && /^\d{6}$/.test(code)) map[feature.properties.name] = code;
  }
  return map;
}

/**
 * What an option builder learns from the loaded map (see `ChinaMapChart`).
 */
export interface ChinaMapMeta {
  /** Map feature name → GB/T 2260 code; give it to a geo's `nameMap` to address regions by code. */
  nameMap: Readonly<Record<string, string>>;
}

/**
 * Registers the map of China with ECharts under `CHINA_MAP` and reads what the option builders
 * need of it: the one way both the page's ECharts (`loadChinaEcharts`) and a map worker
 * (`createMapWorkerHandler`) take the map data in.
 * @param geoJson the parsed map data (`fetchChinaMap`)
 * @param registerMap ECharts' `registerMap` (the page's or the worker's copy of ECharts)
 * @returns the map's name map (`ChinaMapMeta`)
 */
export function registerChinaMap<J extends ChinaFeatureCollection>(
  geoJson: J,
  registerMap: (name: string, geoJson: J) => void,
): ChinaMapMeta {
  registerMap(CHINA_MAP, geoJson);
  return { nameMap: provinceNameMap(geoJson) };
}
