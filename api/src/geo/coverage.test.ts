import type { CoverageRegions, CoverageService } from '@xingheng/shared';
import { chinaMap } from './chinaMap';
import { coveredCityCodes, coverageRegions, lookupCoverage } from './coverage';
import { COVERAGE_TABLE, MAINLAND_PROVINCES } from './coverageTable';

const SERVICES: CoverageService[] = [
  { serviceId: 6, name: 'Locate-CM 厘米级高精度定位服务', serverType: 2 },
  { serviceId: 7, name: 'Locate-DM 亚米级高精度定位服务', serverType: 1 },
];

let regions: CoverageRegions;
beforeAll(() => {
  regions = coverageRegions(chinaMap(), SERVICES);
});

/** The levels of a province by service id. */
function levels(name: string): Record<number, string> {
  const province = regions.provinces.find((p) => p.name === name);
  return Object.fromEntries(province?.levels.map((l) => [l.serviceId, l.level]) ?? []);
}

/** Lookup at a WGS84 point. */
function at(lng: number, lat: number) {
  return lookupCoverage(chinaMap(), regions, { lng, lat, frame: 'WGS84' });
}

describe('coverage table', () => {
  it('names only provinces and cities of the map, each city under its province', () => {
    for (const table of Object.values(COVERAGE_TABLE)) {
      expect(() => coveredCityCodes(chinaMap(), table)).not.toThrow();
    }
    expect(() => coveredCityCodes(chinaMap(), { '110000': ['120000'] })).toThrow('110000');
    expect(() => coveredCityCodes(chinaMap(), { '990000': 'all' })).toThrow('990000');
  });

  it('shows every province of the map, Taiwan included, sorted by code', () => {
    const codes = regions.provinces.map((p) => p.code);
    expect(codes).toHaveLength(34);
    expect(codes).toEqual([...codes].sort());
    expect(codes).toEqual(expect.arrayContaining(['710000', '810000', '820000']));
    expect(regions.provinces.flatMap((p) => p.cities)).toHaveLength(367);
  });

  it('gives sub-metre every mainland city, Hong Kong and Macao; nothing in Taiwan', () => {
    for (const code of [...MAINLAND_PROVINCES, '810000', '820000']) {
      const province = regions.provinces.find((p) => p.code === code);
      expect(province?.levels.find((l) => l.serviceId === 7)?.level).toBe('full');
    }
    expect(levels('台湾')).toEqual({ 6: 'none', 7: 'none' });
  });

  it('gives centimetre the east in full and only parts of the far west and north', () => {
    for (const name of ['北京', '上海', '广东', '江苏', '湖北', '海南']) {
      expect(levels(name)[6]).toBe('full');
    }
    for (const name of ['新疆', '西藏', '青海', '内蒙古', '黑龙江']) {
      expect(levels(name)[6]).toBe('partial');
    }
    expect(levels('香港')[6]).toBe('none');
  });
});

describe('coverage lookup', () => {
  it('finds Beijing covered by both services', () => {
    const result = at(116.397, 39.909);
    expect(result.province).toEqual({ code: '110000', name: '北京' });
    expect(result.city).toEqual({ code: '110000', name: '北京' });
    expect(result.services.map((s) => [s.serviceId, s.covered, s.nearest])).toEqual([
      [6, true, null],
      [7, true, null],
    ]);
  });

  it('finds a city inside a province: Guangzhou in Guangdong', () => {
    const result = at(113.264, 23.129);
    expect(result.city?.name).toBe('广州');
    expect(result.province?.name).toBe('广东');
  });

  it('answers a point in western Tibet: sub-metre only, with the nearest centimetre city', () => {
    const result = at(80.1, 32.5);
    expect(result.city?.name).toBe('阿里');
    const [cm, dm] = result.services;
    expect(dm?.covered).toBe(true);
    expect(cm?.covered).toBe(false);
    expect(cm?.nearest).toMatchObject({ provinceName: '西藏', name: '日喀则' });
  });

  it('answers Taiwan: on the map, neither service', () => {
    const result = at(121.52, 25.04);
    expect(result.province?.name).toBe('台湾');
    expect(result.services.every((s) => !s.covered && s.nearest !== null)).toBe(true);
  });

  it('answers the open Pacific with no place and the nearest covered cities', () => {
    const result = at(150, 20);
    expect(result.province).toBeNull();
    expect(result.city).toBeNull();
    for (const service of result.services) {
      expect(service.covered).toBe(false);
      const km = service.nearest?.distanceKm ?? 0;
      expect(km).toBeGreaterThan(2000);
      expect(Math.round(km * 10) / 10).toBe(km);
    }
  });
});
