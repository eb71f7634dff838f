import http from 'node:http';
import {
  tc3Authorization,
  TENCENT_CAPTCHA_API,
  type TencentCaptchaConfig,
} from '../captcha/tencent';

/** The settings the fake expects (tests only; not real credentials). */
export const FAKE_TENCENT_SETTINGS = {
  captchaAppId: 190000001,
  appSecretKey: 'app-secret-for-tests',
  secretId: 'AKIDtestsecretid',
  secretKey: 'secret-key-for-tests',
} as const;

/** The one ticket the fake calls genuine (with its randstr). */
export const GENUINE = { ticket: 'tr03-genuine-ticket', randstr: '@Vki' } as const;

/** How the fake behaves: answers, fails with HTTP 500, answers garbage, or never answers. */
export type FakeTencentMode = 'answer' | 'error-status' | 'garbage' | 'silent';

/** A local stand-in for Tencent's captcha API (tests only). */
export interface FakeTencentCaptcha {
  /** Settings pointing at the fake (pass as `captcha.tencent`). */
  config: TencentCaptchaConfig;
  /** The bodies it received, parsed. */
  calls: Record<string, unknown>[];
  mode: FakeTencentMode;
  close: () => Promise<void>;
}

/**
 * Starts a fake DescribeCaptchaResult on 127.0.0.1 (tests only). It checks what Tencent checks:
 * action and version headers, a TC3-HMAC-SHA256 signature over the body with the expected
 * credentials, `CaptchaType` 9, the app id and app secret, and answers `CaptchaCode` 1 for
 * `GENUINE` once (9 "ticket reused" afterwards), 15 "decrypt fail" for any other ticket; a bad
 * signature gets `Error.Code` `AuthFailure.SignatureFailure`.
 */
export async function startFakeTencentCaptcha(): Promise<FakeTencentCaptcha> {
  const used = new Set<string>();
  const fake: Omit<FakeTencentCaptcha, 'config' | 'close'> = { calls: [], mode: 'answer' };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (fake.mode === 'silent') return;
      if (fake.mode === 'error-status') {
        res.writeHead(500).end('down');
        return;
      }
      if (fake.mode === 'garbage') {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"nothing":true}');
        return;
      }
      const body = Buffer.concat(chunks).toString('utf8');
      const input = JSON.parse(body) as Record<string, unknown>;
      fake.calls.push(input);
      const expected = tc3Authorization({
        body,
        host: req.headers.host ?? '',
        action: TENCENT_CAPTCHA_API.action,
        service: TENCENT_CAPTCHA_API.service,
        timestamp: Number(req.headers['x-tc-timestamp']),
        secretId: FAKE_TENCENT_SETTINGS.secretId,
        secretKey: FAKE_TENCENT_SETTINGS.secretKey,
      });
      const signed =
        req.headers.authorization === expected &&
        req.headers['x-tc-action'] === TENCENT_CAPTCHA_API.action &&
        req.headers['x-tc-version'] === TENCENT_CAPTCHA_API.version;
      const answer = (response: object) =>
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ Response: { ...response, RequestId: 'fake' } }));
      if (!signed) {
        answer({ Error: { Code: 'AuthFailure.SignatureFailure', Message: 'signature' } });
        return;
      }
      const genuine =
        input.CaptchaType === 9 &&
        input.CaptchaAppId === FAKE_TENCENT_SETTINGS.captchaAppId &&
        input.AppSecretKey === FAKE_TENCENT_SETTINGS.appSecretKey &&
        input.Ticket === GENUINE.ticket &&
        input.Randstr === GENUINE.randstr &&
        typeof input.UserIp === 'string' &&
        input.UserIp !== '';
      if (genuine && used.has(GENUINE.ticket)) {
        answer({ CaptchaCode: 9, CaptchaMsg: 'ticket reused', EvilLevel: 0 });
      } else if (genuine) {
        used.add(GENUINE.ticket);
        answer({ CaptchaCode: 1, CaptchaMsg: 'OK', EvilLevel: 0 });
      } else {
        answer({ CaptchaCode: 15, CaptchaMsg: 'decrypt fail', EvilLevel: 0 });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('fake Tencent API has no port');
  const { port } = address;
  return Object.assign(fake, {
    config: { ...FAKE_TENCENT_SETTINGS, endpoint: `http://127.0.0.1:${port}`, timeoutMs: 500 },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
