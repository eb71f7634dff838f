import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { BugReportCreated, BugReportDetail, BugReportSummary } from '@xingheng/shared';
import { issueToken } from '../auth/tokens';
import type { Database } from '../db/types';
import { answerBugReport } from './reportAdmin';
import {
  demoSession,
  freshAddresses,
  send as sendRequest,
  startTestApi,
  tempDir,
  type Answer,
  type SendOptions,
  type TestApi,
} from '../test/harness';

const REPORT = '/api/web/bugReport';
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(512, 7),
]);
const LOG = Buffer.from('2026-11-24 10:00:01 NTRIP 401 Unauthorized\n重连中…\n', 'utf8');
const HTML = Buffer.from('<html><body><script>alert(1)</script></body></html>');
const FORM = {
  category: 'service',
  subject: 'Locate-CM / RTK 接收机',
  description: '连接 ntrip.xingheng-space.com:8001 后一直是浮点解，无法固定。',
  contact: '138 0013 8000',
};
const file = (name: string, bytes: Buffer, contentType = 'image/png') => ({
  name,
  contentType,
  data: bytes.toString('base64'),
});

let clock = Date.parse('2026-11-24T10:00:00+08:00');
const tick = () => new Date((clock += 1000));

// Reports are limited per address (10 an hour): each call comes from its own address, except in
// the test of that limit.
const nextAddress = freshAddresses(7);

/** Sends a request from a fresh address (or `from`), optionally with a token. */
function send<T = unknown>(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  options: Omit<SendOptions, 'method'> = {},
): Promise<Answer<T>> {
  return sendRequest<T>(app, url, { ...options, method, from: options.from ?? nextAddress() });
}

const lookupUrl = (ticketNo: string, contact?: string) =>
  `${REPORT}/lookup?ticketNo=${ticketNo}${contact ? `&contact=${encodeURIComponent(contact)}` : ''}`;

let api: TestApi;
let db: Kysely<Database>;
let dir: string;
let demoToken: string;
let otherToken: string;

beforeAll(async () => {
  dir = path.join(tempDir(), 'bug-reports');
  api = await startTestApi(tick, { bugReportDir: dir });
  ({ db, token: demoToken } = await demoSession(api, new Date(clock)));
  await db
    .insertInto('users')
    .values({
      id: 900003,
      phone: '13900139003',
      password_hash: 'x',
      nickname: '丙',
      created_at: clock,
    })
    .execute();
  otherToken = await issueToken(db, 900003, new Date(clock));
});

afterAll(async () => {
  await db.destroy();
  await api.close();
  fs.rmSync(path.dirname(dir), { recursive: true, force: true });
});

const countReports = async () =>
  Number(
    (
      await db
        .selectFrom('bug_reports')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('problem reports', () => {
  let ticketNo = '';

  it('takes a report with an image and a log, stored under the reports folder by server names', async () => {
    const { status, body } = await send<BugReportCreated>(api.app, 'POST', REPORT, {
      payload: {
        ...FORM,
        attachments: [file('../../屏幕截图.png', PNG), file('rtk.log', LOG, '')],
      },
    });
    expect(status).toBe(200);
    expect(body.data.ticketNo).toMatch(/^BR20261124-[A-Z0-9]{6}$/);
    ticketNo = body.data.ticketNo;
    expect(fs.readdirSync(path.join(dir, ticketNo)).sort()).toEqual(['1.png', '2.txt']);
    expect(fs.readFileSync(path.join(dir, ticketNo, '1.png')).equals(PNG)).toBe(true);
    expect(fs.readFileSync(path.join(dir, ticketNo, '2.txt')).equals(LOG)).toBe(true);
  });

  it('finds the report by ticket and contact, however the contact is typed', async () => {
    const { status, body } = await send<BugReportDetail>(
      api.app,
      'GET',
      lookupUrl(ticketNo.toLowerCase(), '+86 138-0013-8000'),
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      ticketNo,
      category: 'service',
      subject: FORM.subject,
      description: FORM.description,
      status: 'received',
      contactMasked: '138****8000',
      attachments: [
        { name: '屏幕截图.png', contentType: 'image/png', size: PNG.length },
        { name: 'rtk.log', contentType: 'text/plain', size: LOG.length },
      ],
      answers: [],
    });
  });

  it('refuses a wrong contact with the same 404 as an unknown ticket', async () => {
    const wrong = await send(api.app, 'GET', lookupUrl(ticketNo, '13900139000'));
    const unknown = await send(api.app, 'GET', lookupUrl('BR20261124-AAAAAA', FORM.contact));
    expect(wrong.status).toBe(404);
    expect(wrong.body).toEqual({
      code: 40401,
      msg: '未找到该工单，请核对工单号和联系方式',
      data: null,
    });
    expect(unknown).toEqual(wrong);
    const bad = await send(api.app, 'GET', lookupUrl('12345', FORM.contact));
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('工单号（ticketNo）');
  });

  it('serves an attachment as a download of its stored type, never as a page', async () => {
    const url = `${REPORT}/attachment?ticketNo=${ticketNo}&contact=13800138000&index=0`;
    const res = await api.app.inject({ method: 'GET', url, remoteAddress: '10.8.0.1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="attachment-1\.png"; filename\*=UTF-8''/,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(PNG)).toBe(true);
    const log = await api.app.inject({
      method: 'GET',
      url: url.replace('index=0', 'index=1'),
      remoteAddress: '10.8.0.1',
    });
    expect(log.headers['content-type']).toBe('text/plain; charset=utf-8');
    const wrong = await api.app.inject({
      method: 'GET',
      url: url.replace('13800138000', 'a@b.cn'),
      remoteAddress: '10.8.0.1',
    });
    expect(wrong.statusCode).toBe(404);
  });

  it.each([
    ['an HTML page named .png', file('screen.png', HTML)],
    ['an image named .html', file('screen.html', PNG, 'text/html')],
    ['a binary named .log', file('dump.log', Buffer.from([0x41, 0x00, 0x42]), 'text/plain')],
    [
      'a text that is not UTF-8',
      file('gbk.txt', Buffer.from([0xc4, 0xe3, 0xba, 0xc3, 0xff]), 'text/plain'),
    ],
    ['a PNG named .jpg', file('photo.jpg', PNG, 'image/jpeg')],
  ])('refuses %s with 415/41502, writing nothing', async (_name, attachment) => {
    const before = await countReports();
    const { status, body } = await send(api.app, 'POST', REPORT, {
      payload: { ...FORM, attachments: [file('ok.png', PNG), attachment] },
    });
    expect(status).toBe(415);
    expect(body).toMatchObject({ code: 41502, data: null });
    expect(body.msg).toContain('附件仅支持 PNG、JPG 图片或 .log、.txt 文本日志');
    expect(await countReports()).toBe(before);
    expect(fs.readdirSync(dir)).toEqual([ticketNo]);
  });

  it('refuses an attachment over 2 MB, and a body over the limit, with 413/41302', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 - PNG.length + 1, 1)]);
    const one = await send(api.app, 'POST', REPORT, {
      payload: { ...FORM, attachments: [file('big.png', big)] },
    });
    expect(one.status).toBe(413);
    expect(one.body).toEqual({ code: 41302, msg: '单个附件不能超过 2 MB', data: null });
    const huge = 'A'.repeat(2_900_000);
    const body = await send(api.app, 'POST', REPORT, {
      payload: {
        ...FORM,
        attachments: [1, 2, 3].map((n) => ({
          name: `${n}.png`,
          contentType: 'image/png',
          data: huge,
        })),
      },
    });
    expect(body.status).toBe(413);
    expect(body.body.code).toBe(41302);
  });

  it('refuses more than 3 attachments with 400/40001', async () => {
    const { status, body } = await send(api.app, 'POST', REPORT, {
      payload: { ...FORM, attachments: [1, 2, 3, 4].map((n) => file(`${n}.png`, PNG)) },
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 40001, msg: '附件（attachments）最多 3 个' });
  });

  it.each(['abc', '12345678901', '138001380001', 'zhang@', ''])(
    'refuses the contact %j with 400/40001',
    async (contact) => {
      const { status, body } = await send(api.app, 'POST', REPORT, {
        payload: { ...FORM, contact },
      });
      expect(status).toBe(400);
      expect(body).toMatchObject({
        code: 40001,
        msg: '联系方式（contact）须为中国大陆手机号或电子邮箱',
      });
    },
  );

  it('lists only the logged-in user’s own reports, newest first, which they look up without contact', async () => {
    const mine = async (n: number, token: string) =>
      (
        await send<BugReportCreated>(api.app, 'POST', REPORT, {
          payload: { ...FORM, subject: `第 ${n} 个`, contact: 'Zhang@Example.com' },
          token,
        })
      ).body.data.ticketNo;
    const first = await mine(1, demoToken);
    const second = await mine(2, demoToken);
    const others = await mine(3, otherToken);
    const list = await send<BugReportSummary[]>(api.app, 'GET', `${REPORT}/mine`, {
      token: demoToken,
    });
    expect(list.body.data.map((r) => r.ticketNo)).toEqual([second, first]);
    expect((await send(api.app, 'GET', `${REPORT}/mine`)).status).toBe(401);

    const own = await send<BugReportDetail>(api.app, 'GET', lookupUrl(first), { token: demoToken });
    expect(own.body.data).toMatchObject({ ticketNo: first, contactMasked: 'z***@example.com' });
    expect((await send(api.app, 'GET', lookupUrl(others), { token: demoToken })).status).toBe(404);
    expect((await send(api.app, 'GET', lookupUrl(first))).status).toBe(401);
  });

  it('takes a report from an expired session as anonymous', async () => {
    const { status, body } = await send<BugReportCreated>(api.app, 'POST', REPORT, {
      payload: FORM,
      token: 'not-a-token',
    });
    expect(status).toBe(200);
    const row = await db
      .selectFrom('bug_reports')
      .select('user_id')
      .where('ticket_no', '=', body.data.ticketNo)
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBeNull();
  });

  it('shows the operator’s answer and the answered status', async () => {
    const at = clock + 60_000;
    await answerBugReport(db, ticketNo, '  已排查：请将挂载点改为 RTCM33_GRCE。  ', new Date(at));
    const { body } = await send<BugReportDetail>(api.app, 'GET', lookupUrl(ticketNo, FORM.contact));
    expect(body.data.status).toBe('answered');
    expect(body.data.answers).toEqual([{ text: '已排查：请将挂载点改为 RTCM33_GRCE。', at }]);
    expect(body.data.updatedAt).toBe(at);
  });

  it('allows 10 reports an hour per address (429/42900 beyond)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push(
        (await send(api.app, 'POST', REPORT, { payload: FORM, from: '10.99.0.1' })).status,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array<number>(10).fill(200));
    expect(statuses[10]).toBe(429);
  });
});
