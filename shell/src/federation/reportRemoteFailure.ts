import { getSiteConfig } from '@xingheng/shared';
import { REMOTE_FAILURE_MESSAGE_MAX, type RemoteFailureReport } from '@xingheng/shared/registry';

/** Path of the report endpoint under the runtime config's `apiBase` (docs/api.md). */
export const REMOTE_FAILURES_PATH = '/web/remote-failures';

/**
 * Makes a runtime error message fit for a report (docs/api.md "Remote failure reports"): URLs lose
 * their query string and fragment (no tokens), the runtime's "View the docs" line goes, whitespace
 * collapses, and the text is cut to 500 characters.
 * @param message the error's message as the federation runtime wrote it
 * @returns one line of at most 500 characters
 */
export function sanitizeFailureMessage(message: string): string {
  return message
    .replace(/View the docs to see how to solve:\s*\S+/g, '')
    .replace(/(https?:\/\/[^\s?#"'()]+)[?#][^\s"'()]*/g, '$1')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, REMOTE_FAILURE_MESSAGE_MAX);
}

/**
 * How a report leaves the page (injectable for tests): `sendBeacon(url, blob)` → queued or not,
 * `fetch` as the browser's, and the page origin the API base resolves on.
 */
export interface ReportTransport {
  sendBeacon?: (url: string, body: Blob) => boolean;
  fetch?: typeof fetch;
  /** The page origin, e.g. `https://www.example.com`. */
  origin: string;
}

/** The browser's transport, `undefined` outside a browser. */
export function browserTransport(): ReportTransport | undefined {
  if (typeof window === 'undefined') return undefined;
  return {
    sendBeacon:
      typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function'
        ? (url, body) => navigator.sendBeacon(url, body)
        : undefined,
    fetch: typeof window.fetch === 'function' ? window.fetch.bind(window) : undefined,
    origin: window.location.origin,
  };
}

/**
 * Posts a JSON report to `{apiBase}{path}` (docs/api.md), fire-and-forget: `navigator.sendBeacon`
 * for a same-origin API (it survives the page unloading), else `fetch` with `keepalive`. Never
 * throws and never waits: a report that cannot be sent is dropped.
 * @param path the endpoint under the API base, e.g. `/web/remote-loads`
 * @param body the JSON value to send
 * @param transport the browser's `sendBeacon`/`fetch` and `location.origin`; nothing is sent
 *   without one (outside a browser)
 */
export function postReport(
  path: string,
  body: unknown,
  transport: ReportTransport | undefined = browserTransport(),
): void {
  if (!transport) return;
  try {
    const base = getSiteConfig().apiBase.replace(/\/+$/, '');
    const url = new URL(`${base}${path}`, transport.origin);
    const json = JSON.stringify(body);
    const sameOrigin = url.origin === transport.origin;
    const blob = new Blob([json], { type: 'application/json' });
    if (sameOrigin && transport.sendBeacon?.(url.href, blob)) return;
    transport
      .fetch?.(url.href, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: json,
        keepalive: true,
        credentials: 'omit',
      })
      .catch(() => undefined);
  } catch {
    // A report must never break the page.
  }
}

/**
 * Posts one failure report to `POST {apiBase}/web/remote-failures` (docs/api.md) through
 * `postReport`: fire-and-forget, never throws.
 * @param report `{ remote, version, kind, message, fellBackTo? }`; `message` is sanitized here
 * @param transport defaults to the browser's `sendBeacon`/`fetch` and `location.origin`
 */
export function reportRemoteFailure(
  report: RemoteFailureReport,
  transport: ReportTransport | undefined = browserTransport(),
): void {
  postReport(
    REMOTE_FAILURES_PATH,
    { ...report, message: sanitizeFailureMessage(report.message) },
    transport,
  );
}
