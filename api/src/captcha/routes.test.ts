import { openDatabase } from '../db/open';
import type { TracePoint } from './trace';
import {
  GENUINE,
  startFakeTencentCaptcha,
  type FakeTencentCaptcha,
} from '../test/fakeTencentCaptcha';
import {
  DEMO,
  get,
  letCaptchaTimePass,
  notchOf,
  passCaptcha,
  post,
  seeChallenge,
  startTestApi,
  type TestApi,
} from '../test/harness';
import { humanDrag, keyPresses } from '../test/sliderSolver';

const CHALLENGE = '/api/captcha/slider/challenge';
const VERIFY = '/api/captcha/slider/verify';
const LOGIN = '/api/user/login/login';
const VERIFY_TICKET = '/api/user/login/verifyTicket';

interface Challenge {
  challengeId: string;
  image: string;
}
type Result = { ret: number; ticket: string; randstr: string };

let clock = Date.parse('2026-11-22T10:00:00+08:00');
let api: TestApi;
beforeEach(async () => {
  api = await startTestApi(() => new Date(clock));
});
afterEach(() => api.close());

async function answer(challengeId: string, trace: unknown): Promise<Result> {
  const res = await post<Result>(api.app, VERIFY, { challengeId, trace });
  expect(res.status).toBe(200);
  return res.body.data;
}

describe('the challenge', () => {
  it('carries the notch only as pixels of a server-made picture', async () => {
    const res = await post<Record<string, unknown>>(api.app, CHALLENGE);
    const data = res.body.data;
    expect(Object.keys(data).sort()).toEqual(
      [
        'challengeId',
        'expiresInSec',
        'image',
        'imageHeight',
        'imageWidth',
        'pieceImage',
        'pieceSize',
        'pieceTop',
      ].sort(),
    );
    expect(data.image).toMatch(/^data:image\/png;base64,/);
    expect(data.pieceImage).toMatch(/^data:image\/png;base64,/);
    const db = await openDatabase(api.dbFile);
    try {
      const row = await db
        .selectFrom('captcha_challenges')
        .select('target')
        .where('id', '=', String(data.challengeId))
        .executeTakeFirstOrThrow();
      expect(await notchOf(api.app, String(data.challengeId))).toBe(row.target);
      expect(Object.values(data)).not.toContain(row.target);
    } finally {
      await db.destroy();
    }
  });
});

describe('a person solving the slider', () => {
  it('passes with a drag onto the notch', async () => {
    const { challengeId, target } = await seeChallenge(api.app);
    letCaptchaTimePass(api.app, 1500);
    expect((await answer(challengeId, humanDrag(target))).ret).toBe(0);
  });

  it("passes with arrow keys pressed at a person's varying pace", async () => {
    const { challengeId, target } = await seeChallenge(api.app);
    const presses = keyPresses(target);
    letCaptchaTimePass(api.app, (presses.at(-1)?.t ?? 0) + 500);
    expect((await answer(challengeId, presses)).ret).toBe(0);
  });
});

describe('the keyboard path', () => {
  it('is refused when the keys come at an even pace, as a constant-speed drag is', async () => {
    const { challengeId, target } = await seeChallenge(api.app);
    const steps = Math.round(target * 100);
    const even: TracePoint[] = Array.from({ length: steps + 1 }, (_, i) => ({
      t: i === 0 ? 0 : 250 + i * 33,
      x: i / 100,
      by: 'key' as const,
    }));
    letCaptchaTimePass(api.app, (even.at(-1)?.t ?? 0) + 500);
    expect((await answer(challengeId, even)).ret).toBe(1);
  });
});

describe('the dev answer endpoint', () => {
  it('does not exist unless asked for', async () => {
    const plain = await startTestApi(undefined, { captcha: { devAnswers: false } });
    try {
      const { challengeId } = (await post<Challenge>(plain.app, CHALLENGE)).body.data;
      const res = await get(plain.app, `/api/dev/captcha/answer?challengeId=${challengeId}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 40400, msg: '接口不存在', data: null });
    } finally {
      await plain.close();
    }
  });

  it('answers only a live, unanswered challenge', async () => {
    const { challengeId, target } = await seeChallenge(api.app);
    letCaptchaTimePass(api.app, 1500);
    await answer(challengeId, humanDrag(target));
    const used = await get(api.app, `/api/dev/captcha/answer?challengeId=${challengeId}`);
    expect(used.status).toBe(404);
    expect(used.body).toEqual({ code: 40401, msg: '验证码不存在或已失效', data: null });
  });
});

describe('a script answering the slider', () => {
  it('is refused at the right position with no trace, or only the answer', async () => {
    const { challengeId, target } = await seeChallenge(api.app);
    letCaptchaTimePass(api.app, 1500);
    const none = await post(api.app, VERIFY, { challengeId, trace: [] });
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ code: 40001, msg: '拖动轨迹（trace）格式不正确', data: null });
    expect((await answer(challengeId, [{ t: 0, x: target, by: 'pointer' }])).ret).toBe(1);
  });

  it('is refused with a flat, constant-speed line onto the notch', async () => {
    const { challengeId, target } = await seeChallenge(api.app);
    letCaptchaTimePass(api.app, 1500);
    const line: TracePoint[] = [];
    for (let t = 0; t <= 900; t += 16) line.push({ t, x: (target * t) / 900, by: 'pointer' });
    line.push({ t: 916, x: target, by: 'pointer' });
    expect((await answer(challengeId, line)).ret).toBe(1);
  });

  it('is refused when it answers at once, whatever its trace says', async () => {
    const { challengeId, target } = await seeChallenge(api.app);
    letCaptchaTimePass(api.app, 200);
    expect((await answer(challengeId, humanDrag(target))).ret).toBe(1);
  });

  it('is refused when it claims a duration: the old answer shape is bad input', async () => {
    const { challengeId, target } = await seeChallenge(api.app);
    letCaptchaTimePass(api.app, 1500);
    const claimed = await post(api.app, VERIFY, { challengeId, position: target, durationMs: 900 });
    expect(claimed.status).toBe(400);
    expect(claimed.body).toMatchObject({ code: 40001 });
  });

  it('is refused when its trace claims more time than the server saw', async () => {
    const { challengeId, target } = await seeChallenge(api.app);
    letCaptchaTimePass(api.app, 700);
    expect((await answer(challengeId, humanDrag(target, 1500))).ret).toBe(1);
  });

  it('gets one attempt per challenge, and a ticket only once', async () => {
    const { challengeId, target } = await seeChallenge(api.app);
    letCaptchaTimePass(api.app, 1500);
    const passed = await answer(challengeId, humanDrag(target));
    expect(passed.ret).toBe(0);
    expect((await answer(challengeId, humanDrag(target))).ret).toBe(2);
    const ticket = { ticket: passed.ticket, randstr: passed.randstr };
    expect((await post(api.app, VERIFY_TICKET, ticket)).body).toMatchObject({ code: 0 });
    const replay = await post(api.app, VERIFY_TICKET, ticket);
    expect(replay.status).toBe(400);
    expect(replay.body).toMatchObject({ code: 40010, msg: '验证码已失效，请重新验证' });
  });

  it('is refused after the challenge expired (120 s)', async () => {
    const { challengeId, target } = await seeChallenge(api.app);
    clock += 120_001;
    expect((await answer(challengeId, humanDrag(target))).ret).toBe(2);
  });

  it('is refused off the notch even with a human drag', async () => {
    const { challengeId, target } = await seeChallenge(api.app);
    letCaptchaTimePass(api.app, 1500);
    const off = target > 0.5 ? target - 0.1 : target + 0.1;
    expect((await answer(challengeId, humanDrag(off))).ret).toBe(1);
  });

  it('stores tickets only as hashes', async () => {
    const { ticket } = await passCaptcha(api.app);
    const db = await openDatabase(api.dbFile);
    try {
      const rows = await db.selectFrom('captcha_tickets').select('ticket').execute();
      expect(rows.map((r) => r.ticket)).not.toContain(ticket);
      expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.ticket))).toBe(true);
    } finally {
      await db.destroy();
    }
  });
});

describe("with Tencent's captcha configured", () => {
  let fake: FakeTencentCaptcha;
  let provider: 'builtin' | 'tencent';
  let tencentApi: TestApi;
  beforeEach(async () => {
    fake = await startFakeTencentCaptcha();
    provider = 'tencent';
    tencentApi = await startTestApi(undefined, {
      captcha: { provider: () => provider, tencent: fake.config },
    });
  });
  afterEach(async () => {
    await tencentApi.close();
    await fake.close();
  });

  it('answers 404 on the built-in routes', async () => {
    for (const url of [CHALLENGE, VERIFY]) {
      const res = await post(
        tencentApi.app,
        url,
        url === VERIFY ? { challengeId: 'x', trace: [] } : undefined,
      );
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 40400, msg: '接口不存在', data: null });
    }
  });

  it('logs in only with a ticket Tencent confirms', async () => {
    provider = 'builtin';
    const builtin = await passCaptcha(tencentApi.app);
    provider = 'tencent';
    const withBuiltin = await post(tencentApi.app, LOGIN, {
      ...DEMO,
      ticket: builtin.ticket,
      rand: builtin.randstr,
    });
    expect(withBuiltin.body).toMatchObject({ code: 40010, msg: '验证码已失效，请重新验证' });
    const forged = await post(tencentApi.app, LOGIN, {
      ...DEMO,
      ticket: 'tr03-forged',
      rand: '@abc',
    });
    expect(forged.body).toMatchObject({ code: 40010 });

    const login = await post<{ token: string }>(tencentApi.app, LOGIN, {
      ...DEMO,
      ticket: GENUINE.ticket,
      rand: GENUINE.randstr,
    });
    expect(login.status).toBe(200);
    expect(login.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(fake.calls.at(-1)).toMatchObject({ Ticket: GENUINE.ticket, UserIp: '127.0.0.1' });

    const replay = await post(tencentApi.app, VERIFY_TICKET, {
      ticket: GENUINE.ticket,
      randstr: GENUINE.randstr,
    });
    expect(replay.body).toMatchObject({ code: 40010 });
  });

  it('refuses a built-in ticket for an SMS-code login too', async () => {
    provider = 'builtin';
    const builtin = await passCaptcha(tencentApi.app);
    provider = 'tencent';
    const res = await post(tencentApi.app, '/api/user/login/smsCodeLogin', {
      phone: DEMO.phone,
      code: '123456',
      ticket: builtin.ticket,
      rand: builtin.randstr,
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 40010 });
  });

  it('refuses every ticket while Tencent cannot be reached', async () => {
    fake.mode = 'silent';
    const res = await post(tencentApi.app, VERIFY_TICKET, GENUINE);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 40010 });
  });
});

describe('the challenge endpoint takes no body', () => {
  async function challengeRows(): Promise<number> {
    const db = await openDatabase(api.dbFile);
    try {
      return (await db.selectFrom('captcha_challenges').select('id').execute()).length;
    } finally {
      await db.destroy();
    }
  }

  it.each([
    ['a JSON object', 'application/json', '{"target":0.5}'],
    ['an empty JSON object', 'application/json', '{}'],
    ['text', 'text/plain', 'hello'],
    ['an unparsed type', 'application/octet-stream', 'x'.repeat(2048)],
  ])(
    'refuses %s with 400/40003 in the envelope, creating nothing',
    async (_name, type, payload) => {
      const before = await challengeRows();
      const res = await api.app.inject({
        method: 'POST',
        url: CHALLENGE,
        headers: { 'content-type': type },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 40003, msg: '此接口不接受请求内容', data: null });
      expect(await challengeRows()).toBe(before);
    },
  );

  it('answers a request without a body', async () => {
    const res = await api.app.inject({ method: 'POST', url: CHALLENGE });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 0, data: { challengeId: expect.any(String) } });
  });
});
