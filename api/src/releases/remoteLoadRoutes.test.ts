import type { RemoteLoadReport } from '@xingheng/shared/registry';
import { listRemoteLoadMinutes, summarizeRemoteLoads } from './remoteLoads';
import { withReportEndpoint, type Answer } from '../test/harness';

/** `POST /api/web/remote-loads` and its reading by the canary watcher and release page. */

const URL = '/api/web/remote-loads';
const T0 = '2026-11-24T03:00:10.000Z';
const ACTIVE = '0.1.0-aaaaaaa-20261101T0900';
const CANDIDATE = '0.1.0-bbbbbbb-20261124T0301';

const endpoint = withReportEndpoint({ url: URL, start: T0, table: 'remote_load_minutes', net: 2 });

/** POSTs a batch as one browser: a new address unless given, and a canary bucket. */
function send(
  payload: unknown,
  options: { ip?: string; bucket?: string } = {},
): Promise<Answer<null>> {
  const headers: Record<string, string> = {};
  if (options.bucket) headers.cookie = `xh_canary_bucket=${options.bucket}`;
  return endpoint.post(payload, options.ip, headers);
}

const loaded = (version: string, durationMs: number): RemoteLoadReport => ({
  remote: 'mf-support',
  version,
  outcome: 'loaded',
  durationMs,
});

describe('POST /api/web/remote-loads', () => {
  it('stores a batch aggregated per version, minute and visitor', async () => {
    const batch = {
      loads: [
        loaded(CANDIDATE, 120),
        { remote: 'mf-support', version: CANDIDATE, outcome: 'page-error' },
        loaded(ACTIVE, 80),
      ],
    };
    expect(await send(batch, { ip: '10.9.0.1', bucket: '7' })).toEqual({
      status: 200,
      body: { code: 0, msg: '成功', data: null },
    });
    endpoint.clock = new Date('2026-11-24T03:00:50.000Z');
    await send({ loads: [loaded(CANDIDATE, 300)] }, { ip: '10.9.0.1', bucket: '7' });
    const rows = await endpoint.db
      .selectFrom('remote_load_minutes')
      .selectAll()
      .orderBy('version')
      .execute();
    expect(rows).toEqual([
      expect.objectContaining({
        version: ACTIVE,
        minute: '2026-11-24T03:00:00.000Z',
        loads: 1,
        failures: 0,
        page_errors: 0,
        duration_ms_sum: 80,
        duration_ms_max: 80,
      }),
      expect.objectContaining({
        version: CANDIDATE,
        minute: '2026-11-24T03:00:00.000Z',
        loads: 2,
        failures: 0,
        page_errors: 1,
        duration_ms_sum: 420,
        duration_ms_max: 300,
      }),
    ]);
    // The visitor is a keyed hash, never the address or the bucket.
    expect(rows[0]?.visitor).toMatch(/^[\w-]{43}$/);
    expect(JSON.stringify(rows)).not.toContain('10.9.0.1');
  });

  it.each([
    [{}, '加载记录（loads）'],
    [{ loads: [] }, '加载记录（loads）'],
    [{ loads: Array.from({ length: 21 }, () => loaded(ACTIVE, 1)) }, '加载记录（loads）'],
    [{ loads: [{ ...loaded(ACTIVE, 1), remote: 'support' }] }, '远程应用名（remote）'],
    [{ loads: [{ ...loaded(ACTIVE, 1), version: 'v1/../..' }] }, '版本号（version）'],
    [{ loads: [{ ...loaded(ACTIVE, 1), outcome: 'ok' }] }, '加载结果（outcome）'],
    [{ loads: [loaded(ACTIVE, -1)] }, '加载耗时（durationMs）'],
    [{ loads: [loaded(ACTIVE, 1.5)] }, '加载耗时（durationMs）'],
  ])('refuses %j with 40001 naming the field, writing nothing', async (payload, field) => {
    const { status, body } = await send(payload);
    expect(status).toBe(400);
    expect(body.code).toBe(40001);
    expect(body.msg).toContain(field);
    expect(await endpoint.db.selectFrom('remote_load_minutes').selectAll().execute()).toEqual([]);
  });

  it('caps a duration at 120 000 ms', async () => {
    await send({ loads: [loaded(ACTIVE, 9_000_000)] });
    const row = await endpoint.db
      .selectFrom('remote_load_minutes')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(row.duration_ms_max).toBe(120_000);
  });

  it('answers 429 beyond 600 batches a minute from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 601; i += 1) {
      statuses.push((await send({ loads: [loaded(ACTIVE, 5)] }, { ip: '10.8.0.1' })).status);
    }
    expect(statuses.slice(0, 600).every((s) => s === 200)).toBe(true);
    expect(statuses[600]).toBe(429);
    // However many posts, one visitor and minute is one row.
    expect(await endpoint.db.selectFrom('remote_load_minutes').selectAll().execute()).toHaveLength(
      1,
    );
  });
});

describe('summarizeRemoteLoads and listRemoteLoadMinutes', () => {
  it('count distinct visitors per version over a window, and those who met a failure', async () => {
    // Minute 1: three visitors on the candidate, one of them fails twice; two on the active.
    await send({ loads: [loaded(CANDIDATE, 100)] }, { bucket: '1' });
    await send({ loads: [loaded(CANDIDATE, 200)] }, { bucket: '2' });
    const failing = { ip: '10.7.0.3', bucket: '3' };
    const pageError = { remote: 'mf-support', version: CANDIDATE, outcome: 'page-error' };
    await send({ loads: [loaded(CANDIDATE, 300), pageError] }, failing);
    await send({ loads: [loaded(ACTIVE, 50)] }, { bucket: '60' });
    await send({ loads: [loaded(ACTIVE, 70)] }, { bucket: '61' });
    // Minute 2: the failing visitor again (still one visitor), and a failed load of the candidate.
    endpoint.clock = new Date('2026-11-24T03:01:20.000Z');
    await send({ loads: [pageError] }, failing);
    await send(
      { loads: [{ remote: 'mf-support', version: CANDIDATE, outcome: 'failed' }] },
      { bucket: '4' },
    );
    // Another remote does not count.
    await send({ loads: [{ ...loaded(ACTIVE, 10), remote: 'mf-order' }] });

    const summary = await summarizeRemoteLoads(endpoint.db, {
      remote: 'mf-support',
      since: new Date(T0),
    });
    expect(summary).toEqual([
      {
        version: ACTIVE,
        visitors: 2,
        failedVisitors: 0,
        loads: 2,
        failures: 0,
        pageErrors: 0,
        durationMsAvg: 60,
        durationMsMax: 70,
      },
      {
        version: CANDIDATE,
        visitors: 4,
        failedVisitors: 2,
        loads: 3,
        failures: 1,
        pageErrors: 2,
        durationMsAvg: 200,
        durationMsMax: 300,
      },
    ]);
    // A window starting at minute 2 sees only its visitors.
    const later = await summarizeRemoteLoads(endpoint.db, {
      remote: 'mf-support',
      since: new Date('2026-11-24T03:01:00.000Z'),
    });
    expect(later).toEqual([
      expect.objectContaining({ version: CANDIDATE, visitors: 2, failedVisitors: 2 }),
    ]);

    const minutes = await listRemoteLoadMinutes(endpoint.db, { since: new Date(T0) });
    expect(minutes.map((m) => [m.minute.slice(11, 16), m.remote, m.version, m.visitors])).toEqual([
      ['03:00', 'mf-support', ACTIVE, 2],
      ['03:00', 'mf-support', CANDIDATE, 3],
      ['03:01', 'mf-order', ACTIVE, 1],
      ['03:01', 'mf-support', CANDIDATE, 2],
    ]);
    expect(
      await listRemoteLoadMinutes(endpoint.db, { since: new Date(T0), remote: 'mf-order' }),
    ).toEqual([expect.objectContaining({ remote: 'mf-order', loads: 1, durationMsAvg: 10 })]);
  });
});
