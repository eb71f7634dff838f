import {
  parseLatitude,
  parseLongitude,
  type CoverageLookup,
  type CoverageRegions,
  type IonoGrid,
  type IonoTimes,
} from '@xingheng/shared';
import { get, startTestApi, type TestApi } from '../test/harness';

/** 06:10 UT: the latest half hour is 06:00 UT, 14:00 local solar time at 120°E. */
const NOW = new Date(Date.UTC(2026, 10, 24, 6, 10));
const LATEST = Date.UTC(2026, 10, 24, 6, 0);
const HALF_HOUR = 30 * 60 * 1000;

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi(() => NOW);
});
afterAll(() => api.close());

describe('ionosphere', () => {
  it('offers the 49 half hours of the last 24 hours, oldest first', async () => {
    const { status, body } = await get<IonoTimes>(api.app, '/api/web/iono/times');
    expect(status).toBe(200);
    expect(body.data.latest).toBe(LATEST);
    expect(body.data.times).toHaveLength(49);
    expect(body.data.times[0]).toBe(LATEST - 48 * HALF_HOUR);
    expect(body.data.times.slice(1).map((t, i) => t - (body.data.times[i] ?? 0))).toEqual(
      Array(48).fill(HALF_HOUR),
    );
  });

  it('serves the model grid over 70–140°E, 15–55°N every 2.5° in TECU', async () => {
    const { status, body } = await get<IonoGrid>(api.app, '/api/web/iono/grid');
    expect(status).toBe(200);
    const grid = body.data;
    expect(grid.time).toBe(LATEST);
    expect(grid.unit).toBe('TECU');
    expect(grid.model).toContain('模型数据');
    expect(grid.lats).toEqual(Array.from({ length: 17 }, (_, i) => 15 + 2.5 * i));
    expect(grid.lons).toEqual(Array.from({ length: 29 }, (_, i) => 70 + 2.5 * i));
    expect(grid.values).toHaveLength(17);
    for (const row of grid.values) {
      expect(row).toHaveLength(29);
      for (const v of row) {
        expect(Number.isFinite(v)).toBe(true);
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThanOrEqual(200);
      }
    }
    expect(grid.maxTec).toBe(Math.max(...grid.values.flat()));
    expect(grid).toMatchObject({ activity: 'active', disturbed: false });
    expect(grid.advice).toContain('固定');
  });

  it('serves the same grid for the same time, and a different one for another time', async () => {
    const oldest = LATEST - 48 * HALF_HOUR;
    const first = await get<IonoGrid>(api.app, `/api/web/iono/grid?time=${oldest}`);
    const again = await get<IonoGrid>(api.app, `/api/web/iono/grid?time=${oldest}`);
    expect(first.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    const night = await get<IonoGrid>(
      api.app,
      `/api/web/iono/grid?time=${LATEST - 18 * HALF_HOUR}`,
    );
    expect(night.body.data.values).not.toEqual(first.body.data.values);
    expect(night.body.data.activity).toBe('quiet');
  });

  it.each([
    ['off the half hour', String(LATEST + 60_000)],
    ['in the future', String(LATEST + HALF_HOUR)],
    ['over 24 hours old', String(LATEST - 49 * HALF_HOUR)],
    ['not a number', 'abc'],
    ['empty', ''],
    ['negative', '-1800000'],
  ])('refuses a time %s with 400/40001', async (_, time) => {
    const { status, body } = await get(api.app, `/api/web/iono/grid?time=${time}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 40001, data: null });
    expect(body.msg).toContain('时间（time）须为最近 24 小时内的整点或半点');
  });

  it('raises the activity level when the disturbance switch is on', async () => {
    process.env.XH_IONO_DISTURBED = '1';
    const disturbedApi = await startTestApi(() => NOW).finally(() => {
      delete process.env.XH_IONO_DISTURBED;
    });
    try {
      const quiet = await get<IonoGrid>(api.app, '/api/web/iono/grid');
      const disturbed = await get<IonoGrid>(disturbedApi.app, '/api/web/iono/grid');
      expect(disturbed.body.data.disturbed).toBe(true);
      expect(disturbed.body.data.maxTec).toBeGreaterThan(quiet.body.data.maxTec);
      expect(disturbed.body.data.activity).toBe('disturbed');
      expect(disturbed.body.data.advice).toContain('数分钟');
    } finally {
      await disturbedApi.close();
    }
  });
});

describe('coverage', () => {
  it('lists both services and every province, Taiwan included and not covered', async () => {
    const { status, body } = await get<CoverageRegions>(api.app, '/api/coverage/regions');
    expect(status).toBe(200);
    expect(body.data.services).toEqual([
      { serviceId: 6, name: 'Locate-CM 厘米级高精度定位服务', serverType: 2 },
      { serviceId: 7, name: 'Locate-DM 亚米级高精度定位服务', serverType: 1 },
    ]);
    expect(body.data.provinces).toHaveLength(34);
    const taiwan = body.data.provinces.find((p) => p.code === '710000');
    expect(taiwan?.name).toBe('台湾');
    expect(taiwan?.levels.map((l) => l.level)).toEqual(['none', 'none']);
    const beijing = body.data.provinces.find((p) => p.name === '北京');
    expect(beijing?.levels.map((l) => l.level)).toEqual(['full', 'full']);
    expect(beijing?.cities).toEqual([
      { code: '110000', name: '北京', center: [116.405285, 39.904989], serviceIds: [6, 7] },
    ]);
    const xinjiang = body.data.provinces.find((p) => p.name === '新疆');
    expect(xinjiang?.levels.map((l) => l.level)).toEqual(['partial', 'full']);
  });

  it('finds Beijing covered by both services', async () => {
    const { status, body } = await get<CoverageLookup>(
      api.app,
      '/api/coverage/lookup?lng=116.397&lat=39.909&frame=WGS84',
    );
    expect(status).toBe(200);
    expect(body.data.position).toEqual({ lng: 116.397, lat: 39.909, frame: 'WGS84' });
    expect(body.data.city).toEqual({ code: '110000', name: '北京' });
    expect(body.data.province).toEqual({ code: '110000', name: '北京' });
    expect(body.data.services).toEqual([
      { serviceId: 6, name: 'Locate-CM 厘米级高精度定位服务', covered: true, nearest: null },
      { serviceId: 7, name: 'Locate-DM 亚米级高精度定位服务', covered: true, nearest: null },
    ]);
  });

  it('finds the Pacific covered by neither, with the nearest covered cities and distances', async () => {
    const { body } = await get<CoverageLookup>(api.app, '/api/coverage/lookup?lng=150&lat=20');
    expect(body.data.position.frame).toBe('WGS84');
    expect(body.data.province).toBeNull();
    expect(body.data.city).toBeNull();
    for (const service of body.data.services) {
      expect(service.covered).toBe(false);
      expect(service.nearest).toMatchObject({
        code: expect.stringMatching(/^\d{6}$/),
        name: expect.any(String),
        provinceName: expect.any(String),
      });
      expect(service.nearest?.distanceKm).toBeGreaterThan(2000);
      expect(service.nearest?.distanceKm).toBeLessThan(4000);
    }
  });

  it('answers a position typed in degrees-minutes-seconds (Shanghai)', async () => {
    const lng = parseLongitude(`121°28′25″E`);
    const lat = parseLatitude('北纬31度13分50秒');
    if (!lng.ok || !lat.ok) throw new Error('the DMS fixtures must parse');
    const { body } = await get<CoverageLookup>(
      api.app,
      `/api/coverage/lookup?lng=${lng.value}&lat=${lat.value}`,
    );
    expect(body.data.city?.name).toBe('上海');
    expect(body.data.services.every((s) => s.covered)).toBe(true);
  });

  it('accepts CGCS2000 positions and answers them as WGS84 ones', async () => {
    const wgs = await get<CoverageLookup>(
      api.app,
      '/api/coverage/lookup?lng=80.1&lat=32.5&frame=WGS84',
    );
    const cgcs = await get<CoverageLookup>(
      api.app,
      '/api/coverage/lookup?lng=80.1&lat=32.5&frame=cgcs2000',
    );
    expect(cgcs.status).toBe(200);
    expect(cgcs.body.data.position).toEqual({ lng: 80.1, lat: 32.5, frame: 'CGCS2000' });
    expect(cgcs.body.data.services).toEqual(wgs.body.data.services);
    expect(cgcs.body.data.city?.name).toBe('阿里');
    expect(cgcs.body.data.services.map((s) => s.covered)).toEqual([false, true]);
  });

  it.each([
    ['lng=181&lat=39', '经度（lng）须为 -180 至 180 之间的十进制度数'],
    ['lng=-180.5&lat=39', '经度（lng）须为 -180 至 180 之间的十进制度数'],
    ['lng=116&lat=90.01', '纬度（lat）须为 -90 至 90 之间的十进制度数'],
    ['lng=116', '纬度（lat）须为 -90 至 90 之间的十进制度数'],
    ['lng=&lat=39', '经度（lng）须为 -180 至 180 之间的十进制度数'],
    ['lng=abc&lat=39', '经度（lng）须为 -180 至 180 之间的十进制度数'],
    ['lng=1e2&lat=39', '经度（lng）须为 -180 至 180 之间的十进制度数'],
    ['lng=Infinity&lat=39', '经度（lng）须为 -180 至 180 之间的十进制度数'],
    ['lng=116&lat=39&frame=GCJ02', '坐标系（frame）须为 WGS84 或 CGCS2000'],
  ])('refuses %s with 400/40001 naming the field', async (query, msg) => {
    const { status, body } = await get(api.app, `/api/coverage/lookup?${query}`);
    expect(status).toBe(400);
    expect(body).toEqual({ code: 40001, msg, data: null });
  });
});
