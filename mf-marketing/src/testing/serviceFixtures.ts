import type { ServiceDetail, ServiceProduct } from '@xingheng/shared';

// Test data of the service pages and loaders, in the shapes of docs/api.md.

/** Test fixture: the service list of `getServerProduct` without Orion (id 8). */
export const SERVICE_LIST_FIXTURE: ServiceProduct[] = [
  { id: 6, name: 'Locate-CM', summary: '厘米级实时差分服务', serverType: 2, connectType: 1 },
  { id: 7, name: 'Locate-DM', summary: '亚米级实时差分服务', serverType: 1, connectType: 1 },
];

/** Test fixture: the `ServiceDetail` of Locate-CM with plans of two server types. */
export const SERVICE_DETAIL_FIXTURE: ServiceDetail = {
  id: 6,
  name: 'Locate-CM',
  summary: '厘米级实时差分服务',
  serverType: 2,
  connectType: 1,
  tagline: '全国 3,000+ 基准站，秒级收敛的厘米级实时定位',
  description: ['Locate-CM 基于地基增强网络播发 RTK 改正数。', '支持 NTRIP 与 SDK 两种接入方式。'],
  accuracy: { horizontal: '2 cm（RMS）', vertical: '5 cm（RMS）' },
  convergence: '≤ 5 秒',
  coverage: '全国地基增强网络覆盖区域',
  frames: ['CGCS2000', 'WGS84', 'ITRF2020'],
  ntrip: {
    caster: 'rtk.xingheng-space.com',
    ports: [
      { frame: 'CGCS2000', port: 8001 },
      { frame: 'WGS84', port: 8002 },
      { frame: 'ITRF2020', port: 8003 },
    ],
    messages: 'RTCM 3.x MSM4/MSM7',
  },
  sdk: 'Locate SDK（Android / iOS / Linux）',
  plans: [
    { id: 61, serverType: 2, durationUnit: 6, duration: 1, priceCents: 120000 },
    { id: 62, serverType: 2, durationUnit: 3, duration: 1, priceCents: 15000 },
    { id: 63, serverType: 1, durationUnit: 6, duration: 1, priceCents: 36000 },
  ],
};
