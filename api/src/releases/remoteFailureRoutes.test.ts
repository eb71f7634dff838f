import type { RemoteFailureReport } from '@xingheng/shared/registry';
import { countRemoteFailuresByRemote, listRemoteFailures } from './remoteFailures';
import { withReportEndpoint, type Answer } from '../test/harness';

/** `POST /api/web/remote-failures` and the release scripts' reading of it (docs/api.md). */

const URL = '/api/web/remote-failures';
const T0 = '2026-11-22T03:00:00.000Z';

const report: RemoteFailureReport = {
  remote: 'mf-support',
  version: '0.1.0-bbbbbbb-20261122T0301',
  kind: 'manifest',
  message: 'Failed to get manifest. #RUNTIME-003',
  fellBackTo: '0.1.0-aaaaaaa-20261101T0900',
};

const endpoint = withReportEndpoint({ url: URL, start: T0, table: 'remote_load_failures', net: 1 });

/** POST a report from a new client address unless one is given (the limit is per IP). */
function send(
  payload: unknown,
  options: { ip?: string; userAgent?: string; bucket?: string } = {},
): Promise<Answer<null>> {
  const headers: Record<string, string> = {};
  if (options.userAgent) headers['user-agent'] = options.userAgent;
  if (options.bucket) headers.cookie = `xh_token=abc; xh_canary_bucket=${options.bucket}`;
  return endpoint.post(payload, options.ip, headers);
}

describe('POST /api/web/remote-failures', () => {
  it('stores a valid report with its time and User-Agent', async () => {
    const { status, body } = await send(report, { userAgent: 'Mozilla/5.0 Chrome/140' });
    expect(status).toBe(200);
    expect(body).toEqual({ code: 0, msg: '成功', data: null });
    const rows = await endpoint.db.selectFrom('remote_load_failures').selectAll().execute();
    expect(rows).toEqual([
      {
        id: expect.any(Number),
        remote: 'mf-support',
        version: report.version,
        visitor: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        kind: 'manifest',
        message: report.message,
        fell_back_to: report.fellBackTo,
        user_agent: 'Mozilla/5.0 Chrome/140',
        reports: 1,
        created_at: T0,
        reported_at: T0,
      },
    ]);
  });

  it('accepts a report without fellBackTo (nothing loaded) and stores null', async () => {
    const withoutFallback: RemoteFailureReport = { ...report, kind: 'network' };
    delete withoutFallback.fellBackTo;
    expect((await send(withoutFallback)).status).toBe(200);
    const [row] = await endpoint.db.selectFrom('remote_load_failures').selectAll().execute();
    expect(row).toMatchObject({ kind: 'network', fell_back_to: null });
  });

  it('trims the message and cuts it to 500 characters', async () => {
    expect((await send({ ...report, message: `  ${'错'.repeat(700)}  ` })).status).toBe(200);
    const [row] = await endpoint.db.selectFrom('remote_load_failures').select('message').execute();
    expect(row?.message).toBe('错'.repeat(500));
  });

  it.each([
    [{ remote: 'support' }, '远程应用名（remote）须形如 mf-support'],
    [{ remote: 'mf-Support' }, '远程应用名（remote）须形如 mf-support'],
    [{ remote: undefined }, '远程应用名（remote）须形如 mf-support'],
    [{ version: '0.1.0 abc' }, '版本号（version）格式不正确'],
    [{ version: 'v'.repeat(81) }, '版本号（version）格式不正确'],
    [{ version: undefined }, '版本号（version）格式不正确'],
    [{ kind: 'crash' }, '失败类型（kind）须为 manifest、entry、network、module、page 之一'],
    [{ kind: undefined }, '失败类型（kind）须为 manifest、entry、network、module、page 之一'],
    [{ message: '   ' }, '错误信息（message）长度须为 1–500 个字符'],
    [
      { message: 'Loading chunk 7 failed\u001b[31m' },
      '错误信息（message）不能包含控制字符或无法识别的字符',
    ],
    [{ message: 42 }, '错误信息（message）不能为空'],
    [{ fellBackTo: '../../etc' }, '回退版本（fellBackTo）格式不正确'],
  ])('rejects %o with 400/40001 naming the field, writing nothing', async (patch, msg) => {
    const { status, body } = await send({ ...report, ...patch });
    expect(status).toBe(400);
    expect(body).toEqual({ code: 40001, msg, data: null });
    expect(await endpoint.db.selectFrom('remote_load_failures').selectAll().execute()).toEqual([]);
  });

  it('rejects a body that is not JSON with 400/40001 in Chinese', async () => {
    const res = await endpoint.api.app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
      remoteAddress: '10.9.9.9',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 40001, data: null });
    expect(res.json<{ msg: string }>().msg).toMatch(/[\u4e00-\u9fff]/);
  });

  it('allows 30 reports a minute per IP, then answers 429/42900', async () => {
    for (let i = 0; i < 30; i += 1) {
      expect((await send(report, { ip: '10.200.0.1' })).status).toBe(200);
    }
    const blocked = await send(report, { ip: '10.200.0.1' });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ code: 42900, msg: '操作过于频繁，请稍后再试', data: null });
    expect((await send(report, { ip: '10.200.0.2' })).status).toBe(200);
  });
});

describe('reports counted per visitor and version', () => {
  it('counts a thousand reports from one browser once, keeping the latest and how many', async () => {
    // The limit is 30 a minute per IP: move the rate limiter's clock a minute every 30 posts.
    const start = Date.now();
    let minute = 0;
    const dateNow = jest.spyOn(Date, 'now').mockImplementation(() => start + minute * 61_000);
    try {
      for (let i = 0; i < 1000; i += 1) {
        if (i % 30 === 0) minute += 1;
        endpoint.clock = new Date(Date.parse(T0) + i * 1000);
        const kind = i === 999 ? 'network' : 'manifest';
        const answer = await send({ ...report, kind }, { ip: '10.50.0.1', bucket: '42' });
        expect(answer.status).toBe(200);
      }
    } finally {
      dateNow.mockRestore();
    }
    const failures = await listRemoteFailures(endpoint.db, { remote: 'mf-support' });
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({
      kind: 'network',
      reports: 1000,
      createdAt: T0,
      reportedAt: new Date(Date.parse(T0) + 999_000).toISOString(),
    });
    await expect(countRemoteFailuresByRemote(endpoint.db, { 'mf-support': T0 })).resolves.toEqual({
      'mf-support': 1,
    });
  });

  it('counts two visitors twice: another bucket behind the same address, or another address', async () => {
    await send(report, { ip: '10.60.0.1', bucket: '7' });
    await send(report, { ip: '10.60.0.1', bucket: '8' });
    await send(report, { ip: '10.60.0.1', bucket: '8' });
    expect(await listRemoteFailures(endpoint.db)).toHaveLength(2);
    await send(report, { ip: '10.60.0.2' });
    await send(report, { ip: '10.60.0.3' });
    await send(report, { ip: '10.60.0.3', bucket: 'not-a-bucket' });
    expect(await listRemoteFailures(endpoint.db)).toHaveLength(4);
  });

  it('counts the same visitor once per version', async () => {
    await send(report, { ip: '10.70.0.1', bucket: '3' });
    await send({ ...report, version: 'other' }, { ip: '10.70.0.1', bucket: '3' });
    endpoint.clock = new Date(Date.parse(T0) + 60_000);
    await send(report, { ip: '10.70.0.1', bucket: '3' });
    const failures = await listRemoteFailures(endpoint.db);
    expect(failures.map((f) => [f.version, f.reports])).toEqual([
      ['other', 1],
      [report.version, 2],
    ]);
  });

  it('never stores the address in clear', async () => {
    await send(report, { ip: '10.80.0.1' });
    const rows = await endpoint.db.selectFrom('remote_load_failures').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain('10.80.0.1');
  });
});

describe('listRemoteFailures and countRemoteFailuresByRemote', () => {
  async function sendAt(iso: string, patch: Partial<RemoteFailureReport>) {
    endpoint.clock = new Date(iso);
    expect((await send({ ...report, ...patch }, { userAgent: 'Mozilla/5.0' })).status).toBe(200);
  }

  beforeEach(async () => {
    await sendAt('2026-11-22T01:00:00.000Z', { remote: 'mf-support', version: 'old' });
    await sendAt('2026-11-22T03:00:00.000Z', { remote: 'mf-order', version: 'o2' });
    await sendAt('2026-11-22T04:00:00.000Z', {
      remote: 'mf-support',
      version: 's2',
      kind: 'entry',
    });
    await sendAt('2026-11-22T05:00:00.000Z', { remote: 'mf-support', version: 's3' });
  });

  it('lists every report oldest first, in the wire’s words', async () => {
    const all = await listRemoteFailures(endpoint.db);
    expect(all.map((f) => [f.remote, f.version])).toEqual([
      ['mf-support', 'old'],
      ['mf-order', 'o2'],
      ['mf-support', 's2'],
      ['mf-support', 's3'],
    ]);
    expect(all[2]).toEqual({
      id: expect.any(Number),
      remote: 'mf-support',
      version: 's2',
      kind: 'entry',
      message: report.message,
      fellBackTo: report.fellBackTo,
      userAgent: 'Mozilla/5.0',
      reports: 1,
      createdAt: '2026-11-22T04:00:00.000Z',
      reportedAt: '2026-11-22T04:00:00.000Z',
    });
  });

  it('filters by time (inclusive, any ISO offset), by remote and by version', async () => {
    const since = await listRemoteFailures(endpoint.db, { since: '2026-11-22T11:00:00+08:00' });
    expect(since.map((f) => f.version)).toEqual(['o2', 's2', 's3']);
    const support = await listRemoteFailures(endpoint.db, {
      since: '2026-11-22T03:30:00Z',
      remote: 'mf-support',
    });
    expect(support.map((f) => f.version)).toEqual(['s2', 's3']);
    expect(
      (await listRemoteFailures(endpoint.db, { remote: 'mf-order' })).map((f) => f.version),
    ).toEqual(['o2']);
    expect(
      (await listRemoteFailures(endpoint.db, { version: 's3' })).map((f) => f.createdAt),
    ).toEqual(['2026-11-22T05:00:00.000Z']);
  });

  it('rejects a since that is not a date-time', async () => {
    await expect(listRemoteFailures(endpoint.db, { since: 'yesterday' })).rejects.toThrow(
      RangeError,
    );
  });

  it('counts the reports of each remote since its own instant', async () => {
    await expect(
      countRemoteFailuresByRemote(endpoint.db, {
        'mf-support': '2026-11-22T02:00:00.000Z',
        'mf-order': '2026-11-22T03:00:00.000Z',
        'mf-account': '2026-11-01T00:00:00.000Z',
      }),
    ).resolves.toEqual({ 'mf-support': 2, 'mf-order': 1, 'mf-account': 0 });
  });

  it('stamps rows written without a time in the same ISO format', async () => {
    await endpoint.db
      .insertInto('remote_load_failures')
      .values({
        remote: 'mf-account',
        version: 'a1',
        visitor: 'by-hand',
        kind: 'module',
        message: 'x',
        fell_back_to: null,
        user_agent: null,
        reported_at: T0,
      })
      .execute();
    const [row] = await listRemoteFailures(endpoint.db, { remote: 'mf-account' });
    expect(row?.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });
});
