import fs from 'node:fs';
import type { Kysely } from 'kysely';
import { openDatabase } from '../db/open';
import type { Database } from '../db/types';
import {
  FAKE_TENCENT_SETTINGS,
  GENUINE,
  startFakeTencentCaptcha,
  type FakeTencentCaptcha,
} from '../test/fakeTencentCaptcha';
import { tempDir } from '../test/harness';
import { tencentCaptchaConfigFromEnv, tencentVerifier, type CaptchaLog } from './tencent';
import { freshTestDatabase } from '../test/database';

let dir: string;
let db: Kysely<Database>;
let fake: FakeTencentCaptcha;
let logged: string[];
const log: CaptchaLog = {
  warn: (details, message) => logged.push(JSON.stringify({ details, message })),
  error: (details, message) => logged.push(JSON.stringify({ details, message })),
};
const now = () => new Date('2026-11-22T10:00:00+08:00');

beforeEach(async () => {
  dir = tempDir();
  db = await openDatabase(await freshTestDatabase(dir));
  fake = await startFakeTencentCaptcha();
  logged = [];
});
afterEach(async () => {
  await fake.close();
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const verifier = () => tencentVerifier({ config: fake.config, db, now, log });

describe("Tencent's captcha checked on the server", () => {
  it('accepts a genuine ticket, sending the app id, app secret, randstr and client address', async () => {
    await expect(verifier().verify(GENUINE.ticket, GENUINE.randstr, '203.0.113.9')).resolves.toBe(
      true,
    );
    expect(fake.calls).toEqual([
      {
        CaptchaType: 9,
        Ticket: GENUINE.ticket,
        UserIp: '203.0.113.9',
        Randstr: GENUINE.randstr,
        CaptchaAppId: FAKE_TENCENT_SETTINGS.captchaAppId,
        AppSecretKey: FAKE_TENCENT_SETTINGS.appSecretKey,
      },
    ]);
  });

  it('refuses a ticket Tencent does not know, and a wrong randstr', async () => {
    await expect(verifier().verify('tr03-forged', GENUINE.randstr, '203.0.113.9')).resolves.toBe(
      false,
    );
    await expect(verifier().verify(GENUINE.ticket, 'wrong', '203.0.113.9')).resolves.toBe(false);
    expect(fake.calls).toHaveLength(2);
  });

  it('refuses a replayed ticket without asking Tencent again', async () => {
    const check = verifier();
    await expect(check.verify(GENUINE.ticket, GENUINE.randstr, '203.0.113.9')).resolves.toBe(true);
    await expect(check.verify(GENUINE.ticket, GENUINE.randstr, '203.0.113.9')).resolves.toBe(false);
    expect(fake.calls).toHaveLength(1);
  });

  it('refuses when the signature is made with other credentials', async () => {
    const forged = tencentVerifier({
      config: { ...fake.config, secretKey: 'not-the-key' },
      db,
      now,
      log,
    });
    await expect(forged.verify(GENUINE.ticket, GENUINE.randstr, '203.0.113.9')).resolves.toBe(
      false,
    );
  });

  it.each(['error-status', 'garbage', 'silent'] as const)(
    'refuses when the API answers %s',
    async (mode) => {
      fake.mode = mode;
      await expect(verifier().verify(GENUINE.ticket, GENUINE.randstr, '203.0.113.9')).resolves.toBe(
        false,
      );
    },
  );

  it('refuses when the API is down', async () => {
    const { endpoint } = fake.config;
    await fake.close();
    const down = tencentVerifier({ config: { ...fake.config, endpoint }, db, now, log });
    await expect(down.verify(GENUINE.ticket, GENUINE.randstr, '203.0.113.9')).resolves.toBe(false);
    fake = await startFakeTencentCaptcha();
  });

  it('refuses everything when Tencent is not configured, without a call', async () => {
    const unconfigured = tencentVerifier({ config: null, db, now, log });
    await expect(unconfigured.verify(GENUINE.ticket, GENUINE.randstr, '203.0.113.9')).resolves.toBe(
      false,
    );
    expect(fake.calls).toHaveLength(0);
  });

  it('never logs the ticket or a secret', async () => {
    fake.mode = 'error-status';
    await verifier().verify(GENUINE.ticket, GENUINE.randstr, '203.0.113.9');
    fake.mode = 'answer';
    await verifier().verify('tr03-forged', GENUINE.randstr, '203.0.113.9');
    expect(logged.length).toBeGreaterThan(0);
    for (const secret of [GENUINE.ticket, 'tr03-forged', ...Object.values(FAKE_TENCENT_SETTINGS)]) {
      expect(logged.join('\n')).not.toContain(String(secret));
    }
  });
});

describe('tencentCaptchaConfigFromEnv', () => {
  const env = {
    TENCENT_CAPTCHA_APP_ID: '190000001',
    TENCENT_CAPTCHA_APP_SECRET_KEY: 'app-secret',
    TENCENTCLOUD_SECRET_ID: 'AKID',
    TENCENTCLOUD_SECRET_KEY: 'key',
  };

  it('reads the four settings and an optional endpoint', () => {
    expect(tencentCaptchaConfigFromEnv({ ...env, TENCENT_CAPTCHA_ENDPOINT: 'http://x' })).toEqual({
      captchaAppId: 190000001,
      appSecretKey: 'app-secret',
      secretId: 'AKID',
      secretKey: 'key',
      endpoint: 'http://x',
    });
  });

  it('is null when one is missing or the app id is not a number', () => {
    expect(tencentCaptchaConfigFromEnv({ ...env, TENCENTCLOUD_SECRET_KEY: '' })).toBeNull();
    expect(tencentCaptchaConfigFromEnv({ ...env, TENCENT_CAPTCHA_APP_ID: 'abc' })).toBeNull();
  });
});
