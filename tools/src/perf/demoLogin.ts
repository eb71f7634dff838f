import type {
  CaptchaResult,
  LoginResult,
  SliderChallenge,
  SliderTracePoint,
} from '@xingheng/shared';

/** The seeded demo account (README "Demo account"; api/src/db/seed/users.ts). */
export const DEMO_ACCOUNT = { phone: '13800138000', password: 'Xh@2026demo' } as const;

/** How long the drag takes, ms, and the pause after pressing before it starts. */
const DRAG_MS = 900;
const PRESS_PAUSE_MS = 120;
/** Time left between the challenge and the answer: more than the drag, as a person looks first. */
const LOOK_MS = DRAG_MS + PRESS_PAUSE_MS + 300;

/**
 * A drag of the slider's handle as a person makes it: a pause after pressing, then a minimum-jerk
 * movement (speeds up, slows down) from 0 to `target`, a point about every 16 ms, the last on
 * `target`. The API's trace checks (docs/api.md "Captcha") accept it as they accept a person's.
 * @param target where the notch is, 0–1 along the handle's travel
 * @returns the trace points `{ t (ms from pressing), x (0–1), by: 'pointer' }`
 */
export function personDrag(target: number): SliderTracePoint[] {
  const trace: SliderTracePoint[] = [{ t: 0, x: 0, by: 'pointer' }];
  for (let t = PRESS_PAUSE_MS + 16; t < PRESS_PAUSE_MS + DRAG_MS; t += 16 + (t % 3)) {
    const s = (t - PRESS_PAUSE_MS) / DRAG_MS;
    const eased = 10 * s ** 3 - 15 * s ** 4 + 6 * s ** 5;
    trace.push({ t, x: Math.round(eased * target * 1e4) / 1e4, by: 'pointer' });
  }
  trace.push({ t: PRESS_PAUSE_MS + DRAG_MS, x: target, by: 'pointer' });
  return trace;
}

/**
 * Calls an API path once, as the site's API client does (JSON body, `Authorization: <token>`).
 * @param origin the API's origin, e.g. `http://127.0.0.1:41234`
 * @param method `GET` or `POST`
 * @param path path and query, e.g. `/api/order/serviceOrder/options?serviceId=6`
 * @param options `body` (sent as JSON), `token` (sent as the `Authorization` header)
 * @returns the envelope's `data`
 * @throws Error naming the path, the HTTP status, the code and `msg` when the answer is not HTTP
 *   200 with `code` 0
 */
export async function callApi<T>(
  origin: string,
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; token?: string } = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = options.token;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const answer = await fetch(`${origin}${path}`, {
    method,
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const envelope = (await answer.json()) as { code: number; msg: string; data: T };
  if (answer.status !== 200 || envelope.code !== 0) {
    throw new Error(
      `${method} ${path} 答复 HTTP ${answer.status} ${envelope.code} ${envelope.msg}`,
    );
  }
  return envelope.data;
}

/**
 * Logs the demo account in through the API's real login path, as the login page does: a slider
 * challenge (`POST /api/captcha/slider/challenge`), where its notch is from the dev answer endpoint
 * (`GET /api/dev/captcha/answer`, on in the bench server with `--demo`; what a person sees in the
 * picture), a person-like drag onto it after about 1.3 s (`POST /api/captcha/slider/verify`), then
 * `POST /api/user/login/login` with the phone, the password and the ticket. Takes about 1.5 s.
 * @param origin the API's origin, e.g. `http://127.0.0.1:41234`
 * @returns the 12-hour login token (the `Authorization` header's value)
 * @throws Error naming the step when the challenge, the answer, the captcha or the login fails
 */
export async function loginDemoAccount(origin: string): Promise<string> {
  const challenge = await callApi<SliderChallenge>(origin, 'POST', '/api/captcha/slider/challenge');
  const { position } = await callApi<{ position: number }>(
    origin,
    'GET',
    `/api/dev/captcha/answer?challengeId=${encodeURIComponent(challenge.challengeId)}`,
  );
  await new Promise((resolve) => setTimeout(resolve, LOOK_MS));
  const passed = await callApi<CaptchaResult>(origin, 'POST', '/api/captcha/slider/verify', {
    body: { challengeId: challenge.challengeId, trace: personDrag(position) },
  });
  if (passed.ret !== 0) throw new Error(`演示账号登录：滑块验证未通过（ret ${passed.ret}）`);
  const { token } = await callApi<LoginResult>(origin, 'POST', '/api/user/login/login', {
    body: {
      phone: DEMO_ACCOUNT.phone,
      password: DEMO_ACCOUNT.password,
      ticket: passed.ticket,
      rand: passed.randstr,
    },
  });
  return token;
}
