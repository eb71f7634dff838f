import type { CoverageLookup, CoverageRegions } from '@xingheng/shared';

/** Service ids of the fixtures: 6 Locate-CM (厘米级), 7 Locate-DM (亚米级). */
export const CM = 6;
export const DM = 7;

/**
 * Coverage regions for tests: Beijing fully covered by both services, Guangdong partly by
 * centimetre (Shenzhen) and fully by sub-metre, Tibet by neither.
 */
export const REGIONS: CoverageRegions = {
  services: [
    { serviceId: CM, name: 'Locate-CM', serverType: 2 },
    { serviceId: DM, name: 'Locate-DM', serverType: 1 },
  ],
  provinces: [
    {
      code: '110000',
      name: '北京市',
      levels: [
        { serviceId: CM, level: 'full' },
        { serviceId: DM, level: 'full' },
      ],
      cities: [{ code: '110100', name: '北京市', center: [116.405, 39.905], serviceIds: [CM, DM] }],
    },
    {
      code: '440000',
      name: '广东省',
      levels: [
        { serviceId: CM, level: 'partial' },
        { serviceId: DM, level: 'full' },
      ],
      cities: [
        { code: '440100', name: '广州市', center: [113.264, 23.129], serviceIds: [DM] },
        { code: '440300', name: '深圳市', center: [114.057, 22.543], serviceIds: [CM, DM] },
      ],
    },
    {
      code: '540000',
      name: '西藏自治区',
      levels: [
        { serviceId: CM, level: 'none' },
        { serviceId: DM, level: 'none' },
      ],
      cities: [{ code: '540100', name: '拉萨市', center: [91.132, 29.66], serviceIds: [] }],
    },
  ],
};

/** A lookup in Beijing: covered by both services. */
export const BEIJING_LOOKUP: CoverageLookup = {
  position: { lng: 116.3975, lat: 39.9087, frame: 'WGS84' },
  province: { code: '110000', name: '北京市' },
  city: { code: '110100', name: '北京市' },
  services: [
    { serviceId: CM, name: 'Locate-CM', covered: true, nearest: null },
    { serviceId: DM, name: 'Locate-DM', covered: true, nearest: null },
  ],
};

/** A lookup in Lhasa: covered by neither, nearest covered cities far away. */
export const LHASA_LOOKUP: CoverageLookup = {
  position: { lng: 91.1322, lat: 29.66, frame: 'CGCS2000' },
  province: { code: '540000', name: '西藏自治区' },
  city: { code: '540100', name: '拉萨市' },
  services: [
    {
      serviceId: CM,
      name: 'Locate-CM',
      covered: false,
      nearest: { code: '510100', name: '成都市', provinceName: '四川省', distanceKm: 1248.6 },
    },
    {
      serviceId: DM,
      name: 'Locate-DM',
      covered: false,
      nearest: { code: '630100', name: '西宁市', provinceName: '青海省', distanceKm: 1155.2 },
    },
  ],
};
