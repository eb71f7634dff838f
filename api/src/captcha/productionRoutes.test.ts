import fs from 'node:fs';
import { buildApiServer } from '../server';
import { captchaSettings } from './productionSetting';
import { startFakeTencentCaptcha, type FakeTencentCaptcha } from '../test/fakeTencentCaptcha';
import { post, tempDir } from '../test/harness';
import { freshTestDatabase } from '../test/database';

/**
 * Runs `body` with `NODE_ENV=production`, the public origin production requires, and `extra`,
 * restoring the environment after.
 */
async function inProduction<T>(extra: Record<string, string>, body: () => Promise<T>): Promise<T> {
  const saved = { ...process.env };
  Object.assign(
    process.env,
    { NODE_ENV: 'production', XH_PUBLIC_ORIGIN: 'https://www.example.com' },
    extra,
  );
  try {
    return await body();
  } finally {
    for (const key of Object.keys(process.env)) {
      if (!(key in saved)) delete process.env[key];
    }
    Object.assign(process.env, saved);
  }
}

let dir: string;
beforeEach(() => {
  dir = tempDir();
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
const dbFile = () => freshTestDatabase(dir);

describe('under NODE_ENV=production', () => {
  it('refuses to start with the built-in slider, naming the setting', async () => {
    await inProduction({}, async () => {
      await expect(buildApiServer({ dbFile: await dbFile() })).rejects.toThrow(
        /site\.captcha\.provider.*XH_CAPTCHA_BUILTIN_IN_PRODUCTION/s,
      );
    });
  });

  it("refuses to start with Tencent's captcha without its settings", async () => {
    await inProduction({}, async () => {
      await expect(
        buildApiServer({ dbFile: await dbFile(), captcha: { provider: 'tencent', tencent: null } }),
      ).rejects.toThrow(/TENCENT_CAPTCHA_APP_ID/);
    });
  });

  it("starts with Tencent's captcha configured, and the slider's routes do not exist", async () => {
    const fake: FakeTencentCaptcha = await startFakeTencentCaptcha();
    await inProduction({}, async () => {
      let provider: 'builtin' | 'tencent' = 'tencent';
      const app = await buildApiServer({
        dbFile: await dbFile(),
        captcha: { provider: () => provider, tencent: fake.config },
      });
      try {
        // A registry switched back to the slider later: no challenge, no ticket.
        provider = 'builtin';
        const challenge = await post(app, '/api/captcha/slider/challenge');
        expect(challenge.status).toBe(404);
        const ticket = await post(app, '/api/user/login/verifyTicket', {
          ticket: 'made-up',
          randstr: 'abc',
        });
        expect(ticket.body).toMatchObject({ code: 40010 });
      } finally {
        await app.close();
      }
    }).finally(() => fake.close());
  });

  it('lets the slider run with the explicit local-trial switch', async () => {
    await inProduction({ XH_CAPTCHA_BUILTIN_IN_PRODUCTION: '1' }, async () => {
      const app = await buildApiServer({ dbFile: await dbFile() });
      try {
        expect((await post(app, '/api/captcha/slider/challenge')).status).toBe(200);
      } finally {
        await app.close();
      }
    });
  });

  it('never serves the dev answers', () => {
    expect(() => captchaSettings({}, { NODE_ENV: 'production', XH_CAPTCHA_ANSWERS: '1' })).toThrow(
      'XH_CAPTCHA_ANSWERS',
    );
    expect(captchaSettings({}, { NODE_ENV: 'production' }).devAnswers).toBe(false);
    expect(captchaSettings({}, { XH_CAPTCHA_ANSWERS: '1' }).devAnswers).toBe(true);
  });
});
