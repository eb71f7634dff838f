import {
  convertFrame,
  type CoverageLookup,
  type CoverageProvince,
  type CoverageRegions,
  type CoverageService,
} from '@xingheng/shared';
import { locate, provinceCode, type ChinaMap } from './chinaMap';
import type { LngLatPair } from './echartsMap';
import { COVERAGE_TABLE, type CoverageTable } from './coverageTable';
import { greatCircleKm } from './geometry';

/**
 * The city codes a service's table covers.
 * @throws Error when the table names a province or city that is not on the map, or a city under
 *   the wrong province (a typo in the table fails the first request, and its unit test)
 */
export function coveredCityCodes(map: ChinaMap, table: CoverageTable): Set<string> {
  const covered = new Set<string>();
  const known = new Set(map.cities.map((city) => city.code));
  for (const [province, cities] of Object.entries(table)) {
    if (!map.provinces.some((p) => p.code === province)) {
      throw new Error(`覆盖数据有误：地图上没有省级行政区 ${province}`);
    }
    const codes =
      cities === 'all'
        ? map.cities.filter((c) => provinceCode(c.code) === province).map((c) => c.code)
        : cities;
    for (const code of codes) {
      if (!known.has(code) || provinceCode(code) !== province) {
        throw new Error(`覆盖数据有误：${province} 下没有城市 ${code}`);
      }
      covered.add(code);
    }
  }
  return covered;
}

/** A province's level for one service from how many of its cities are covered. */
function level(covered: number, total: number): 'full' | 'partial' | 'none' {
  if (covered === 0) return 'none';
  return covered === total ? 'full' : 'partial';
}

/**
 * Every province of the map (sorted by code, 台湾 included) with its cities and, per service,
 * `full` (every city covered), `partial` or `none`.
 * @param map the decoded map
 * @param services the services to show (from the `services` table), each with a coverage table
 * @param tables coverage tables by service id (default `COVERAGE_TABLE`)
 */
export function coverageRegions(
  map: ChinaMap,
  services: CoverageService[],
  tables: Record<number, CoverageTable> = COVERAGE_TABLE,
): CoverageRegions {
  const covered = services.map((s) => coveredCityCodes(map, tables[s.serviceId] ?? {}));
  const provinces = map.provinces.map((province): CoverageProvince => {
    const cities = map.cities
      .filter((city) => provinceCode(city.code) === province.code)
      .map((city) => ({
        code: city.code,
        name: city.name,
        center: city.center,
        serviceIds: services.filter((_, i) => covered[i]?.has(city.code)).map((s) => s.serviceId),
      }));
    const levels = services.map((s) => ({
      serviceId: s.serviceId,
      level: level(cities.filter((c) => c.serviceIds.includes(s.serviceId)).length, cities.length),
    }));
    return { code: province.code, name: province.name, levels, cities };
  });
  return { services, provinces };
}

/** The covered city of a service nearest to a point (great circle to the city's centre). */
function nearestCovered(
  regions: CoverageRegions,
  serviceId: number,
  point: LngLatPair,
): CoverageLookup['services'][number]['nearest'] {
  let best: CoverageLookup['services'][number]['nearest'] = null;
  let bestKm = Infinity;
  for (const province of regions.provinces) {
    for (const city of province.cities) {
      if (!city.serviceIds.includes(serviceId)) continue;
      const km = greatCircleKm(point, city.center);
      if (km >= bestKm) continue;
      bestKm = km;
      best = { code: city.code, name: city.name, provinceName: province.name, distanceKm: 0 };
    }
  }
  return best && { ...best, distanceKm: Math.round(bestKm * 10) / 10 };
}

/**
 * Coverage at a point (docs/api.md "Coverage"): the city and province containing it (city polygons
 * first, then province polygons), and per service whether it is covered — by its city, or, when
 * only a province contains it, when the whole province is — and otherwise the nearest covered city.
 * WGS84 and CGCS2000 positions are used as they are (`convertFrame`: centimetres apart).
 * @param map the decoded map
 * @param regions the coverage of every province (`coverageRegions`)
 * @param position decimal degrees and the frame they are in
 */
export function lookupCoverage(
  map: ChinaMap,
  regions: CoverageRegions,
  position: CoverageLookup['position'],
): CoverageLookup {
  const { lng, lat } = convertFrame(position, position.frame, 'CGCS2000');
  const point: LngLatPair = [lng, lat];
  const found = locate(map, point);
  const province = regions.provinces.find((p) => p.code === found.province?.code) ?? null;
  const city = province?.cities.find((c) => c.code === found.city?.code) ?? null;
  return {
    position: { lng: position.lng, lat: position.lat, frame: position.frame },
    province: province && { code: province.code, name: province.name },
    city: city && { code: city.code, name: city.name },
    services: regions.services.map(({ serviceId, name }) => {
      const covered = city
        ? city.serviceIds.includes(serviceId)
        : province?.levels.find((l) => l.serviceId === serviceId)?.level === 'full';
      return {
        serviceId,
        name,
        covered,
        nearest: covered ? null : nearestCovered(regions, serviceId, point),
      };
    }),
  };
}
