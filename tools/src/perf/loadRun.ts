import autocannon from 'autocannon';
import type { LoadFigures } from './figures';

/** One endpoint to load: what is sent, and how to tell one request from the next. */
export interface LoadTarget {
  /** Short name for the tables, e.g. `getWebsiteMenu`. */
  name: string;
  method: 'GET' | 'POST';
  /** Path and query, e.g. `/api/web/index/getWebsiteMenu`. */
  path: string;
  /** Headers sent with every request (`Accept-Encoding`, `Authorization`, …). */
  headers: Record<string, string>;
  /** A JSON body, made afresh for each request (a write needs its own idempotency key). */
  body?: () => unknown;
  /** Connections for this endpoint instead of the run's (e.g. a write at a person's pace). */
  connections?: number;
  /** Headers of one request, added to `headers` (e.g. a new visitor's `X-Forwarded-For`). */
  headersOf?: () => Record<string, string>;
  /** Reads each measured answer's status and headers (lower-case names). */
  onResponse?: (status: number, headers: Record<string, string>) => void;
}

/** autocannon's answer counted as failed: not 2xx, a socket error or a time-out. */
function failedOf(run: autocannon.Result): number {
  return run.non2xx + run.errors + run.timeouts;
}

/**
 * Loads one endpoint with autocannon: one probe request that must answer 2xx, a one-second
 * warm-up that is not counted, then `durationSeconds` with `connections` connections (the
 * target's own `connections` when it has some), each request made by `target` (a body of its own
 * when `body` is given).
 * @param origin e.g. `http://127.0.0.1:8090`
 * @param target what to send
 * @param options `durationSeconds` of the measured run, `connections`
 * @returns requests per second (mean of the one-second samples), p50 and p99 latency (ms), the
 *   failed answers (non-2xx, errors, time-outs), and `requests`: how many were sent in the
 *   measured run (warm-up and probe not included)
 * @throws Error when the probe does not answer 2xx (status and body start in the message)
 */
export async function measureLoad(
  origin: string,
  target: LoadTarget,
  options: { durationSeconds: number; connections: number },
): Promise<LoadFigures & { requests: number }> {
  const headers = {
    ...target.headers,
    ...(target.body ? { 'content-type': 'application/json' } : {}),
  };
  const bodyOf = target.body;
  const probe = await fetch(`${origin}${target.path}`, {
    method: target.method,
    headers: { ...headers, ...target.headersOf?.() },
    ...(bodyOf ? { body: JSON.stringify(bodyOf()) } : {}),
  });
  if (probe.status < 200 || probe.status > 299) {
    const text = (await probe.text()).slice(0, 200);
    throw new Error(`${target.method} ${target.path} 答复 HTTP ${probe.status}：${text}`);
  }
  const { headersOf, onResponse } = target;
  const request: autocannon.Request = {
    method: target.method,
    path: target.path,
    headers,
    ...(bodyOf || headersOf
      ? {
          setupRequest: (raw) => ({
            ...raw,
            ...(headersOf ? { headers: { ...raw.headers, ...headersOf() } } : {}),
            ...(bodyOf ? { body: JSON.stringify(bodyOf()) } : {}),
          }),
        }
      : {}),
    ...(onResponse
      ? {
          onResponse: (status, _body, _context, answerHeaders) => onResponse(status, answerHeaders),
        }
      : {}),
  };
  const connections = target.connections ?? options.connections;
  const run = await autocannon({
    url: `${origin}${target.path}`,
    method: target.method,
    connections,
    duration: options.durationSeconds,
    headers,
    requests: [request],
    warmup: { connections, duration: 1 },
  });
  return {
    requestsPerSecond: Math.round(run.requests.average),
    p50Ms: run.latency.p50,
    p99Ms: run.latency.p99,
    failed: failedOf(run),
    requests: run.requests.total,
  };
}
