import { DEFAULT_SITE_CONFIG, setSiteConfig } from '@xingheng/shared';
import type { RemoteFailureReport } from '@xingheng/shared/registry';
import { reportRemoteFailure, sanitizeFailureMessage } from './reportRemoteFailure';

/**
 * Failure reports (docs/api.md "Remote failure reports"): fire-and-forget, sanitized, on the API
 * base.
 */

const ORIGIN = 'https://www.example.com';

const report: RemoteFailureReport = {
  remote: 'mf-support',
  version: '0.1.0-3f2a9c1-20261122T0301',
  kind: 'manifest',
  message: 'Failed to get manifest. #RUNTIME-003',
  fellBackTo: '0.1.0-1a2b3c4-20261101T0900',
};

/** jsdom's Blob has no `text()`: read it the old way. */
function blobJson(blob: Blob): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(JSON.parse(String(reader.result)));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable blob'));
    reader.readAsText(blob);
  });
}

afterEach(() => setSiteConfig(DEFAULT_SITE_CONFIG));

describe('reportRemoteFailure', () => {
  it('sends the report as a JSON beacon to {apiBase}/web/remote-failures', async () => {
    const sendBeacon = jest.fn<boolean, [string, Blob]>(() => true);
    const fetchImpl = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
    reportRemoteFailure(report, { sendBeacon, fetch: fetchImpl, origin: ORIGIN });
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0] ?? [];
    expect(url).toBe(`${ORIGIN}/api/web/remote-failures`);
    expect(body?.type).toBe('application/json');
    expect(await blobJson(body as Blob)).toEqual(report);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('uses fetch with keepalive when there is no beacon or it was refused', () => {
    const fetchImpl = jest.fn<Promise<Response>, Parameters<typeof fetch>>(() =>
      Promise.resolve(new Response(null, { status: 200 })),
    );
    reportRemoteFailure(report, { fetch: fetchImpl, origin: ORIGIN });
    reportRemoteFailure(report, { sendBeacon: () => false, fetch: fetchImpl, origin: ORIGIN });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe(`${ORIGIN}/api/web/remote-failures`);
    expect(init).toMatchObject({
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(JSON.parse(String(init?.body))).toEqual(report);
  });

  it('posts to a cross-origin apiBase with fetch (a beacon cannot send JSON there)', () => {
    setSiteConfig({ ...DEFAULT_SITE_CONFIG, apiBase: 'https://api.example.com/v1/' });
    const sendBeacon = jest.fn<boolean, [string, Blob]>(() => true);
    const fetchImpl = jest.fn<Promise<Response>, Parameters<typeof fetch>>(() =>
      Promise.resolve(new Response(null)),
    );
    reportRemoteFailure(report, { sendBeacon, fetch: fetchImpl, origin: ORIGIN });
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(fetchImpl.mock.calls[0]?.[0]).toBe('https://api.example.com/v1/web/remote-failures');
  });

  it('never throws: not when sending throws, not when fetch rejects', async () => {
    const throwing = () => {
      throw new Error('beacon blocked');
    };
    expect(() =>
      reportRemoteFailure(report, { sendBeacon: throwing, origin: ORIGIN }),
    ).not.toThrow();
    const rejecting = jest.fn<Promise<Response>, Parameters<typeof fetch>>(() =>
      Promise.reject(new TypeError('Failed to fetch')),
    );
    expect(() => reportRemoteFailure(report, { fetch: rejecting, origin: ORIGIN })).not.toThrow();
    await Promise.resolve();
    expect(rejecting).toHaveBeenCalledTimes(1);
  });

  it('sanitizes the message it sends', () => {
    const fetchImpl = jest.fn<Promise<Response>, Parameters<typeof fetch>>(() =>
      Promise.resolve(new Response(null)),
    );
    reportRemoteFailure(
      { ...report, message: 'at https://cdn.example.com/a.js?token=secret\n  failed' },
      { fetch: fetchImpl, origin: ORIGIN },
    );
    const body = JSON.parse(String(fetchImpl.mock.calls[0]?.[1]?.body)) as RemoteFailureReport;
    expect(body.message).toBe('at https://cdn.example.com/a.js failed');
  });
});

describe('sanitizeFailureMessage', () => {
  it('drops query strings and fragments of URLs, the docs link and extra whitespace', () => {
    expect(
      sanitizeFailureMessage(
        'Failed to get manifest. #RUNTIME-003\nargs: {"manifestUrl":"https://x.com/m.json?sig=abc#frag"}\nView the docs to see how to solve: https://module-federation.io/guide/troubleshooting/runtime#runtime-003\n  done',
      ),
    ).toBe(
      'Failed to get manifest. #RUNTIME-003 args: {"manifestUrl":"https://x.com/m.json"} done',
    );
  });

  it('cuts the message to 500 characters', () => {
    expect(sanitizeFailureMessage('错'.repeat(800))).toHaveLength(500);
  });
});
