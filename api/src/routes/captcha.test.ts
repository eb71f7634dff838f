import { openDatabase } from '../db/open';
import { post, startTestApi, type TestApi } from '../test/harness';

const CHALLENGE = '/api/captcha/slider/challenge';
const VERIFY = '/api/captcha/slider/verify';

let clock = Date.parse('2026-11-22T10:00:00+08:00');
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi(() => new Date(clock));
});
afterAll(() => api.close());

async function challenge(): Promise<{ challengeId: string; target: number }> {
  return (await post<{ challengeId: string; target: number }>(api.app, CHALLENGE)).body.data;
}

describe('slider captcha', () => {
  it('refuses a drag faster than 300 ms even on the notch', async () => {
    const { challengeId, target } = await challenge();
    const fast = await post<{ ret: number }>(api.app, VERIFY, {
      challengeId,
      position: target,
      durationMs: 120,
    });
    expect(fast.body.data).toEqual({ ret: 1, ticket: '', randstr: '' });
  });

  it('allows one attempt per challenge', async () => {
    const { challengeId, target } = await challenge();
    const attempt = { challengeId, position: target, durationMs: 800 };
    expect((await post<{ ret: number }>(api.app, VERIFY, attempt)).body.data.ret).toBe(0);
    expect((await post<{ ret: number }>(api.app, VERIFY, attempt)).body.data.ret).toBe(2);
  });

  it('expires a challenge after 120 seconds', async () => {
    const { challengeId, target } = await challenge();
    clock += 120_001;
    const late = await post<{ ret: number }>(api.app, VERIFY, {
      challengeId,
      position: target,
      durationMs: 800,
    });
    expect(late.body.data.ret).toBe(2);
  });

  it('rejects a position outside 0–1 with 400/40001 naming the field', async () => {
    const { challengeId } = await challenge();
    const bad = await post(api.app, VERIFY, { challengeId, position: 1.5, durationMs: 800 });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ code: 40001, msg: '滑块位置（position）格式不正确', data: null });
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
