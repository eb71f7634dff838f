import { loadEchartsMap, type LngLatPair, type MapFeature } from './echartsMap';
import { featureContains, greatCircleKm } from './geometry';

/**
 * The decoded map of China (docs/api.md "Coverage"): 34 provincial-level divisions and 367
 * prefecture-level ones, each list sorted by GB/T 2260 code, and the province of each city.
 */
export interface ChinaMap {
  provinces: MapFeature[];
  cities: MapFeature[];
  /** The province of a city code (`110000` for `110000`, `410000` for `419001`). */
  provinceOf: (cityCode: string) => MapFeature;
}

/** Where a point is on the map: its province and city, each null when none contains it. */
export interface MapLocation {
  province: MapFeature | null;
  city: MapFeature | null;
}

/** The province code of a city code: its first two digits and `0000`. */
export function provinceCode(cityCode: string): string {
  return `${cityCode.slice(0, 2)}0000`;
}

const byCode = (a: MapFeature, b: MapFeature) => a.code.localeCompare(b.code);

/**
 * Builds the map from two decoded files.
 * @throws Error when a city has no province in the provincial file
 */
export function buildChinaMap(provinces: MapFeature[], cities: MapFeature[]): ChinaMap {
  const province = new Map(provinces.map((p) => [p.code, p]));
  for (const city of cities) {
    if (!province.has(provinceCode(city.code))) {
      throw new Error(`地图数据不一致：城市 ${city.code} ${city.name} 没有所属省份`);
    }
  }
  return {
    provinces: [...provinces].sort(byCode),
    cities: [...cities].sort(byCode),
    provinceOf: (cityCode) => {
      const found = province.get(provinceCode(cityCode));
      if (!found) throw new Error(`未知的省级行政区：${cityCode}`);
      return found;
    },
  };
}

let loaded: ChinaMap | undefined;

/**
 * The map of the installed package, read, decoded and indexed on first use and then kept for the
 * life of the process (a few hundred ms and about 10 MB, paid by the first coverage request).
 * @throws when the package is missing or its files are not in the expected format
 */
export function chinaMap(): ChinaMap {
  loaded ??= buildChinaMap(loadEchartsMap('china.json'), loadEchartsMap('china-cities.json'));
  return loaded;
}

/**
 * Builds the map now rather than on the first coverage request (`chinaMap`). The site server
 * calls it as it starts: every server render of `/support/map` asks for the coverage regions, so
 * the first of a burst of them would otherwise block the event loop while the map is decoded
 * (about 135 ms on this machine, over a second beside 200 concurrent renders: the flood test in
 * server/src/site/pageFloodProduction.ops.test.ts).
 * @throws as `chinaMap`
 */
export function prepareChinaMap(): void {
  chinaMap();
}

/** Of the features containing a point, the one whose centre is nearest (borders overlap a little). */
function containing(features: MapFeature[], point: LngLatPair): MapFeature | null {
  let best: MapFeature | null = null;
  let bestKm = Infinity;
  for (const feature of features) {
    if (!featureContains(feature, point)) continue;
    const km = greatCircleKm(point, feature.center);
    if (km < bestKm) [best, bestKm] = [feature, km];
  }
  return best;
}

/**
 * Finds the city and province of a point: first among the city polygons (the province is then the
 * city's), else among the province polygons (a point the simplified city outlines miss, with a
 * null city); both null outside China and at sea.
 * @param map the decoded map
 * @param point `[lng, lat]` in degrees
 */
export function locate(map: ChinaMap, point: LngLatPair): MapLocation {
  const city = containing(map.cities, point);
  if (city) return { city, province: map.provinceOf(city.code) };
  return { city: null, province: containing(map.provinces, point) };
}
