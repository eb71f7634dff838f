import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from '@xingheng/release';

/**
 * End-to-end tests against the production build served exactly as `npm start` serves it
 * (`--no-build`: `npm run test:e2e` builds and publishes first), on a fresh SQLite file, in
 * Debian's Chromium (`/usr/bin/chromium`; never a downloaded browser).
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const dbFile = path.join(os.tmpdir(), `xingheng-e2e-${process.pid}-${Date.now()}.sqlite`);

export default defineConfig({
  testDir: './tests',
  // Two workers, one spec file each at a time (a file's tests run in order): on a 2-core runner one
  // worker left a core idle while its browser waited (docs/testing.md "End-to-end in two workers").
  // The release specs start private copies of the site; the rest share this server and its
  // database, each with accounts of its own or with the demo account in one file's state at a time.
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'list' : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
    trace: 'off',
  },
  webServer: {
    command: 'npx tsx --tsconfig tsconfig.tsx.json server/src/cli/start.ts --no-build',
    cwd: path.resolve(__dirname, '..'),
    url: `http://localhost:${port}/mf-registry.json`,
    // XH_SMS_OUTBOX: the dev outbox the account tests read SMS codes from (docs/api.md "SMS codes").
    // XH_CAPTCHA_ANSWERS: where each slider challenge's notch is, for the tests that drive the real
    // slider to it (docs/api.md "Captcha"; the picture no longer gives it away to a script).
    // XH_OAUTH_PROVIDER: WeChat / QQ login through the local sandbox (docs/api.md "WeChat and QQ
    // login"), whatever the machine's environment says.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DB_FILE: dbFile,
      XH_SMS_OUTBOX: '1',
      XH_CAPTCHA_ANSWERS: '1',
      XH_OAUTH_PROVIDER: 'sandbox',
    },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
