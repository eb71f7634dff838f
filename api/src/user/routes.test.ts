import { DEMO, get, passCaptcha, post, startTestApi, type TestApi } from '../test/harness';

/** `GET /api/user/info` (SPEC §7, docs/api.md): the logged-in person's profile. */

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi(() => new Date('2026-11-24T09:00:00+08:00'));
});
afterEach(() => api.close());

async function demoToken(): Promise<string> {
  const { ticket, randstr } = await passCaptcha(api.app);
  const login = await post<{ token: string }>(api.app, '/api/user/login/login', {
    ...DEMO,
    ticket,
    rand: randstr,
  });
  return login.body.data.token;
}

test('answers the masked phone, nickname, registration date and verification state', async () => {
  const token = await demoToken();
  const info = await get(api.app, '/api/user/info', token);
  expect(info.status).toBe(200);
  expect(info.body.data).toEqual({
    phoneMasked: '138****8000',
    nickname: expect.any(String),
    registeredAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    identityStatus: 'none',
  });
  expect(JSON.stringify(info.body)).not.toContain(DEMO.phone);
});

test('follows identity verification: approved once a personal submission passes', async () => {
  const token = await demoToken();
  const submitted = await post(
    api.app,
    '/api/user/auth/personal',
    { realName: '张三', idNumber: '11010519491231002X' },
    token,
  );
  expect(submitted.status).toBe(200);
  const info = await get<{ identityStatus: string }>(api.app, '/api/user/info', token);
  expect(info.body.data.identityStatus).toBe('approved');
});

test('answers 401 without a valid token', async () => {
  const anonymous = await get(api.app, '/api/user/info');
  expect(anonymous.status).toBe(401);
  expect(anonymous.body).toMatchObject({ code: 401, msg: '登录已过期，请重新登录' });
  expect((await get(api.app, '/api/user/info', 'made-up-token')).status).toBe(401);
});
