import {
  cityCovered,
  COVERAGE_LEVELS,
  formatDistanceKm,
  levelColor,
  levelCounts,
  nearestText,
  positionText,
  provinceLevel,
  serviceLabel,
} from './coverageView';
import { CM, DM, REGIONS } from '../../testing/coverageFixtures';

const [beijing, guangdong, tibet] = REGIONS.provinces;
if (!beijing || !guangdong || !tibet) throw new Error('fixtures');

describe('coverage view', () => {
  it('reads a province level per service, none when not listed', () => {
    expect(provinceLevel(guangdong, CM)).toBe('partial');
    expect(provinceLevel(guangdong, DM)).toBe('full');
    expect(provinceLevel(guangdong, 99)).toBe('none');
  });

  it('gives each level its own colour and words', () => {
    const colours = new Set(['full', 'partial', 'none'].map((l) => levelColor(l as 'full')));
    expect(colours.size).toBe(3);
    expect(levelColor('full')).toBe(COVERAGE_LEVELS.full.color);
    expect(Object.values(COVERAGE_LEVELS).map((l) => l.label)).toEqual([
      '全境覆盖',
      '部分覆盖',
      '暂未覆盖',
    ]);
  });

  it('counts provinces per level for the legend', () => {
    expect(levelCounts(REGIONS.provinces, CM)).toEqual({ full: 1, partial: 1, none: 1 });
    expect(levelCounts(REGIONS.provinces, DM)).toEqual({ full: 2, partial: 0, none: 1 });
  });

  it('names services by accuracy class and product', () => {
    expect(REGIONS.services.map(serviceLabel)).toEqual(['厘米级 Locate-CM', '亚米级 Locate-DM']);
  });

  it('tells whether a service covers a city', () => {
    const [guangzhou, shenzhen] = guangdong.cities;
    if (!guangzhou || !shenzhen) throw new Error('fixtures');
    expect(cityCovered(shenzhen, CM)).toBe(true);
    expect(cityCovered(guangzhou, CM)).toBe(false);
    expect(cityCovered(guangzhou, DM)).toBe(true);
  });

  it('writes distances for people', () => {
    expect(formatDistanceKm(0.4)).toBe('不足 1 公里');
    expect(formatDistanceKm(3.26)).toBe('3.3 公里');
    expect(formatDistanceKm(126.4)).toBe('126 公里');
    expect(formatDistanceKm(1248.6)).toBe('1,249 公里');
  });

  it('writes the nearest covered city without repeating a municipality', () => {
    expect(
      nearestText({ code: '130600', name: '保定市', provinceName: '河北省', distanceKm: 126.2 }),
    ).toBe('最近的覆盖城市：河北省保定市，约 126 公里');
    expect(
      nearestText({ code: '120100', name: '天津市', provinceName: '天津市', distanceKm: 5.04 }),
    ).toBe('最近的覆盖城市：天津市，约 5.0 公里');
    expect(nearestText(null)).toBe('附近暂无覆盖城市');
  });

  it('says where a looked-up point is', () => {
    expect(
      positionText({
        province: { code: '440000', name: '广东省' },
        city: { code: '440300', name: '深圳市' },
      }),
    ).toBe('广东省深圳市');
    expect(positionText({ province: { code: '110000', name: '北京市' }, city: null })).toBe(
      '北京市',
    );
    expect(positionText({ province: null, city: null })).toBe('不在我国省级行政区范围内');
  });
});
