import {
  CITY_COLOR,
  coverageChartOption,
  coverageItemText,
  coveredCityPoints,
} from './coverageChartOption';
import { COVERAGE_LEVELS } from './coverageView';
import { CM, DM, REGIONS } from '../../testing/coverageFixtures';

const META = { nameMap: { 北京: '110000', 广东: '440000', 西藏: '540000' } };

function parts(serviceId: number) {
  const option = coverageChartOption(REGIONS, serviceId, META);
  const geo = Array.isArray(option.geo) ? option.geo[0] : option.geo;
  const series = (Array.isArray(option.series) ? option.series : [option.series])[0];
  if (!geo || !series) throw new Error('bad option');
  return { geo, series };
}

describe('coverageChartOption', () => {
  it('colours each province, addressed by its code, by the chosen service level', () => {
    const { geo } = parts(CM);
    expect(geo.map).toBe('china');
    expect(geo.nameMap).toEqual(META.nameMap);
    expect(geo.regions?.map((r) => [r.name, r.itemStyle?.areaColor])).toEqual([
      ['110000', COVERAGE_LEVELS.full.color],
      ['440000', COVERAGE_LEVELS.partial.color],
      ['540000', COVERAGE_LEVELS.none.color],
    ]);
    expect(parts(DM).geo.regions?.[1]?.itemStyle?.areaColor).toBe(COVERAGE_LEVELS.full.color);
  });

  it('marks the covered cities of the chosen service', () => {
    expect(coveredCityPoints(REGIONS, CM).map((p) => p.name)).toEqual(['北京市', '深圳市']);
    expect(coveredCityPoints(REGIONS, DM).map((p) => p.name)).toEqual([
      '北京市',
      '广州市',
      '深圳市',
    ]);
    const { series } = parts(CM);
    expect(series).toMatchObject({ id: 'cities', type: 'custom', coordinateSystem: 'geo' });
    expect(series.data).toEqual([
      { name: '北京市', value: [116.405, 39.905] },
      { name: '深圳市', value: [114.057, 22.543] },
    ]);
  });

  it('names the province and its level, or the city, in the tooltip', () => {
    const text = coverageItemText(REGIONS, CM);
    expect(text({ componentType: 'geo', name: '440000' })).toBe('广东省：部分覆盖');
    expect(text({ componentType: 'geo', name: '南海诸岛' })).toBe('');
    expect(text({ componentType: 'series', name: '深圳市' })).toBe('深圳市：已覆盖');
  });

  it('draws each covered city as a point where its coordinates fall', () => {
    const { series } = parts(CM);
    if (series.type !== 'custom' || typeof series.renderItem !== 'function') {
      throw new Error('no renderItem');
    }
    const api = {
      value: (dim: number) => [114.057, 22.543][dim],
      coord: ([lng, lat]: number[]) => [lng ?? 0, -(lat ?? 0)],
    };
    expect(series.renderItem({} as never, api as never)).toMatchObject({
      type: 'circle',
      shape: { cx: 114.057, cy: -22.543 },
      style: { fill: CITY_COLOR },
    });
  });
});
