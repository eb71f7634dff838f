import type { CoverageRegions } from '@xingheng/shared';
import type { CustomSeriesOption } from 'echarts/charts';
import type { GeoComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { CHINA_MAP, type ChinaMapMeta } from '../../lib/echarts/chinaRegions';
import type { MapItem } from '../../lib/echarts/loadChinaEcharts';
import { cityCovered, COVERAGE_LEVELS, levelColor, provinceLevel } from './coverageView';

/** The ECharts option of the coverage map (only the parts `lib/echarts/chinaEcharts` registers). */
export type CoverageChartOption = ComposeOption<GeoComponentOption | CustomSeriesOption>;

/** Colour of a covered city's point. */
export const CITY_COLOR = '#f97316';

/** Radius of a covered city's point, px. */
const CITY_RADIUS = 3.5;

/** A city point of the chart: its name and `[lng, lat]`. */
export interface CityPoint {
  name: string;
  value: [number, number];
}

/**
 * The covered cities of a service, as chart points.
 * @returns every city of every province that `serviceId` covers
 */
export function coveredCityPoints(regions: CoverageRegions, serviceId: number): CityPoint[] {
  return regions.provinces.flatMap((province) =>
    province.cities
      .filter((city) => cityCovered(city, serviceId))
      .map((city) => ({ name: city.name, value: city.center })),
  );
}

/**
 * The tooltip of the coverage map: a province's level, or a covered city.
 * @param regions the coverage API's regions
 * @param serviceId the chosen service
 * @returns item → text, e.g. `广东：全境覆盖`, `深圳：已覆盖`; `''` for a region the API lacks
 */
export function coverageItemText(
  regions: CoverageRegions,
  serviceId: number,
): (item: MapItem) => string {
  const byCode = new Map(regions.provinces.map((province) => [province.code, province]));
  return ({ componentType, name }) => {
    if (componentType === 'geo') {
      const province = byCode.get(name ?? '');
      if (!province) return '';
      return `${province.name}：${COVERAGE_LEVELS[provinceLevel(province, serviceId)].label}`;
    }
    return `${name ?? ''}：已覆盖`;
  };
}

/**
 * The coverage map of one service: provinces coloured by their level (addressed by GB/T 2260
 * code through the map's `nameMap`), covered cities as points (a custom series: ECharts' scatter
 * series is not loaded). The tooltip is `coverageItemText`, drawn by `ChinaMapChart`.
 * @param regions the coverage API's regions
 * @param serviceId the chosen service
 * @param meta the loaded map's region names
 * @returns the option; series id `cities`, so a service switch merges into the same chart
 */
export function coverageChartOption(
  regions: CoverageRegions,
  serviceId: number,
  meta: ChinaMapMeta,
): CoverageChartOption {
  return {
    geo: {
      map: CHINA_MAP,
      nameMap: { ...meta.nameMap },
      roam: false,
      selectedMode: false,
      top: 12,
      bottom: 12,
      left: 12,
      right: 12,
      label: { show: false },
      itemStyle: {
        areaColor: levelColor('none'),
        borderColor: '#ffffff',
        borderWidth: 0.8,
      },
      emphasis: { label: { show: false }, itemStyle: { borderColor: '#111827', borderWidth: 1 } },
      regions: regions.provinces.map((province) => {
        const areaColor = levelColor(provinceLevel(province, serviceId));
        return {
          name: province.code,
          itemStyle: { areaColor },
          emphasis: { itemStyle: { areaColor } },
        };
      }),
    },
    series: [
      {
        id: 'cities',
        name: '已覆盖城市',
        type: 'custom',
        coordinateSystem: 'geo',
        geoIndex: 0,
        data: coveredCityPoints(regions, serviceId),
        renderItem: (_params, api) => {
          const [cx = 0, cy = 0] = api.coord([Number(api.value(0)), Number(api.value(1))]);
          return {
            type: 'circle',
            shape: { cx, cy, r: CITY_RADIUS },
            style: { fill: CITY_COLOR, stroke: '#ffffff', lineWidth: 1 },
          };
        },
      },
    ],
  };
}

/** What the coverage map draws: the regions and the chosen service (posted to its worker). */
export interface CoverageMapInput {
  regions: CoverageRegions;
  serviceId: number;
}

/**
 * `coverageChartOption` of one input, the coverage map's option builder (`ChinaMapChart`, and
 * `coverageMap.worker`).
 * @param input the regions and the chosen service
 * @param meta the loaded map's region names
 * @returns the option
 */
export function coverageMapOption(
  input: CoverageMapInput,
  meta: ChinaMapMeta,
): CoverageChartOption {
  return coverageChartOption(input.regions, input.serviceId, meta);
}
