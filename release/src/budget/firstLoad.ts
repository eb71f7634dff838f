import { gzipSync } from 'node:zlib';
import { launchChromium } from './chromium';

/** One script the browser downloaded. */
export interface ScriptTransfer {
  url: string;
  rawBytes: number;
  gzipBytes: number;
}

/**
 * Loads `url` in a fresh headless Chromium (empty cache) and measures every JavaScript file it
 * downloads until the network is idle.
 * @param url e.g. `http://localhost:8080/`
 * @returns each script's uncompressed size and its size gzipped at level 6 (bytes), largest first
 */
export async function measureFirstLoad(url: string): Promise<ScriptTransfer[]> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const pending: Promise<ScriptTransfer | undefined>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response
          .body()
          .then((body) => ({
            url: response.url(),
            rawBytes: body.length,
            gzipBytes: gzipSync(body, { level: 6 }).length,
          }))
          .catch(() => undefined),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const scripts = (await Promise.all(pending)).filter((s): s is ScriptTransfer => Boolean(s));
    return scripts.sort((a, b) => b.gzipBytes - a.gzipBytes);
  } finally {
    await browser.close();
  }
}
