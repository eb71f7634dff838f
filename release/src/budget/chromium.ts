import { chromium, type Browser } from 'playwright-core';

/** Chromium flags for this machine (no outside network, root user). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Launches Debian's Chromium (`CHROMIUM_PATH`, default `/usr/bin/chromium`; never a downloaded
 * browser) headless with `CHROMIUM_ARGS`, for the tools and tests that drive a browser outside
 * Playwright's test runner (verify, first-load measurement, ops tests).
 * @returns the browser; close it when done
 * @throws the launch error when the executable is missing or does not start
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}
