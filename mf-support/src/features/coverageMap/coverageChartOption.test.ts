import { coverageChartOption, coveredCityPoints } from './coverageChartOption';
import { COVERAGE_LEVELS } from './coverageView';
import { CM, DM, REGIONS } from '../../testing/coverageFixtures';

const META = { nameMap: { 北京: '110000', 广东: '440000', 西藏: '540000' } };

function parts(serviceId: number) {
  const option = coverageChartOption(REGIONS, serviceId, META);
  const geo = Array.isArray(option.geo) ? option.geo[0] : option.geo;
  const series = (Array.isArray(option.series) ? option.series : [option.series])[0];
  const tooltip = Array.isArray(option.tooltip) ? option.tooltip[0] : option.tooltip;
  if (!geo || !series || !tooltip) throw new Error('bad option');
  return { geo, series, tooltip };
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
    expect(series).toMatchObject({ id: 'cities', type: 'scatter', coordinateSystem: 'geo' });
    expect(series.data).toEqual([
      { name: '北京市', value: [116.405, 39.905] },
      { name: '深圳市', value: [114.057, 22.543] },
    ]);
  });

  it('names the province and its level, or the city, in the tooltip', () => {
    const formatter = parts(CM).tooltip.formatter;
    if (typeof formatter !== 'function') throw new Error('no formatter');
    const text = (params: object) => formatter(params as never, '', () => undefined);
    expect(text({ componentType: 'geo', name: '440000' })).toBe('广东省：部分覆盖');
    expect(text({ componentType: 'geo', name: '南海诸岛' })).toBe('');
    expect(text({ componentType: 'series', name: '深圳市' })).toBe('深圳市：已覆盖');
  });
});
