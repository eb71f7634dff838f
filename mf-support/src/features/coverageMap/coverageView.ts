import {
  labelOf,
  SERVER_TYPE,
  type CoverageCity,
  type CoverageLookup,
  type CoverageProvince,
  type CoverageService,
} from '@xingheng/shared';

/** How much of a province a service covers (`CoverageProvince.levels`). */
export type CoverageLevel = CoverageProvince['levels'][number]['level'];

/** The levels, most covered first (legend order). */
export const COVERAGE_LEVEL_ORDER: readonly CoverageLevel[] = ['full', 'partial', 'none'];

/** Each level's words and map colour (the legend and the map use these, nothing else). */
export const COVERAGE_LEVELS: Readonly<Record<CoverageLevel, { label: string; color: string }>> = {
  full: { label: '全境覆盖', color: '#1663ff' },
  partial: { label: '部分覆盖', color: '#8fb0f7' },
  none: { label: '暂未覆盖', color: '#e5e7eb' },
};

/**
 * A service's level in a province.
 * @returns the province's level for `serviceId`, `none` when it lists none
 */
export function provinceLevel(province: CoverageProvince, serviceId: number): CoverageLevel {
  return province.levels.find((entry) => entry.serviceId === serviceId)?.level ?? 'none';
}

/**
 * The map colour of a level.
 * @returns a CSS colour
 */
export function levelColor(level: CoverageLevel): string {
  return COVERAGE_LEVELS[level].color;
}

/**
 * Whether a service covers a city.
 * @returns true when `serviceId` is among the city's services
 */
export function cityCovered(city: CoverageCity, serviceId: number): boolean {
  return city.serviceIds.includes(serviceId);
}

/**
 * A service as the switch and the tables name it: its accuracy class and product name.
 * @returns e.g. `厘米级 Locate-CM`
 */
export function serviceLabel(service: CoverageService): string {
  return `${labelOf(SERVER_TYPE, service.serverType)} ${service.name}`;
}

/**
 * How many provinces a service covers at each level (the legend's counts).
 * @returns level → number of provinces
 */
export function levelCounts(
  provinces: readonly CoverageProvince[],
  serviceId: number,
): Record<CoverageLevel, number> {
  const counts: Record<CoverageLevel, number> = { full: 0, partial: 0, none: 0 };
  for (const province of provinces) counts[provinceLevel(province, serviceId)] += 1;
  return counts;
}

/**
 * A distance for people.
 * @param km kilometres
 * @returns `不足 1 公里`, `3.2 公里` under 10 km, else whole kilometres `126 公里`
 */
export function formatDistanceKm(km: number): string {
  if (km < 1) return '不足 1 公里';
  if (km < 10) return `${km.toFixed(1)} 公里`;
  return `${Math.round(km).toLocaleString('zh-CN')} 公里`;
}

/** A place's name with its province, without repeating a municipality (`北京市`). */
function placeName(provinceName: string, cityName: string): string {
  return cityName.startsWith(provinceName) || provinceName === ''
    ? cityName
    : `${provinceName}${cityName}`;
}

/**
 * The nearest covered city of a lookup, in a sentence.
 * @param nearest the service's `nearest` (null when the point itself is covered)
 * @returns e.g. `最近的覆盖城市：河北省保定市，约 126 公里`, or `附近暂无覆盖城市`
 */
export function nearestText(nearest: CoverageLookup['services'][number]['nearest']): string {
  if (nearest === null) return '附近暂无覆盖城市';
  return `最近的覆盖城市：${placeName(nearest.provinceName, nearest.name)}，约 ${formatDistanceKm(nearest.distanceKm)}`;
}

/**
 * Where a looked-up point is.
 * @returns e.g. `广东省深圳市`, `广东省`, or `不在我国省级行政区范围内`
 */
export function positionText(lookup: Pick<CoverageLookup, 'province' | 'city'>): string {
  if (lookup.province === null) return '不在我国省级行政区范围内';
  if (lookup.city === null) return lookup.province.name;
  return placeName(lookup.province.name, lookup.city.name);
}
