import type { ServiceDetail } from '@xingheng/shared';
import { get, startTestApi, type TestApi } from '../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('service details', () => {
  it('describes Locate-CM with its NTRIP ports by frame and its plans', async () => {
    const { status, body } = await get<ServiceDetail>(api.app, '/api/web/service/details/6');
    expect(status).toBe(200);
    const cm = body.data;
    expect(cm).toMatchObject({ id: 6, serverType: 2, connectType: 1 });
    expect(cm.description.length).toBeGreaterThanOrEqual(2);
    expect(cm.frames).toEqual(['CGCS2000', 'WGS84', 'ITRF2020']);
    expect(cm.ntrip.caster).toBe('ntrip.xingheng-space.com');
    expect(cm.ntrip.ports).toEqual([
      { frame: 'CGCS2000', port: 8001 },
      { frame: 'WGS84', port: 8002 },
      { frame: 'ITRF2020', port: 8003 },
    ]);
    expect(cm.ntrip.messages).toContain('MSM');
    expect(cm.plans.length).toBeGreaterThanOrEqual(3);
    expect(cm.plans.every((p) => p.serverType === 2 && p.priceCents > 0)).toBe(true);
    expect(cm.plans.find((p) => p.durationUnit === 6)?.priceCents).toBe(120000);
  });

  it('sells Locate-DM as sub-metre (server type 1) and Orion with plans', async () => {
    const dm = await get<ServiceDetail>(api.app, '/api/web/service/details/7');
    expect(dm.body.data.plans.every((p) => p.serverType === 1)).toBe(true);
    const orion = await get<ServiceDetail>(api.app, '/api/web/service/details/8');
    expect(orion.body.data.frames).toContain('ITRF2020');
    expect(orion.body.data.plans.length).toBeGreaterThan(0);
  });

  it('answers 404/40401 for an unknown service and 400 for a bad id', async () => {
    const missing = await get(api.app, '/api/web/service/details/999');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe(40401);
    const bad = await get(api.app, '/api/web/service/details/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('（id）');
  });
});
