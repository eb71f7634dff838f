import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from '@xingheng/release';

/**
 * End-to-end tests on the local cluster (docs/deployment.md "A cluster on one machine"): each spec
 * file starts `startCluster` itself (two `npm start` nodes on throwaway PostgreSQL, Redis and the
 * S3 stand-in, each serving its mirror of the shared deploy target, behind nginx), so a test can
 * stop and start a node. Needs the apps built (`npm run test:e2e` builds first). Debian's Chromium.
 */
export default defineConfig({
  testDir: './cluster',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: 120_000,
  use: {
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
    trace: 'off',
  },
});
