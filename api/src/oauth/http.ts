import {
  OAUTH_HTTP_TIMEOUT_MS,
  OAuthExchangeError,
  type OAuthFetch,
  type OAuthLog,
} from './provider';

/** The default HTTP GET of the live providers: the global `fetch`. */
export const defaultOAuthFetch: OAuthFetch = (url, init) => fetch(url, init);

/**
 * GETs a provider URL and parses its JSON answer. The URL may carry the app secret and the code:
 * it is never logged, only `what` and the HTTP status.
 * @param call the HTTP GET
 * @param url the full URL
 * @param what a short name for the log (`wechat access_token`)
 * @param log where failures are reported
 * @param timeoutMs how long to wait (default 5 s)
 * @returns the parsed JSON body (whatever its shape: the caller checks it)
 * @throws OAuthExchangeError `unavailable` on a network error, a timeout, an error status or
 *   a body that is not JSON
 */
export async function getJson(
  call: OAuthFetch,
  url: string,
  what: string,
  log: OAuthLog,
  timeoutMs: number = OAUTH_HTTP_TIMEOUT_MS,
): Promise<unknown> {
  let status = 0;
  try {
    const res = await call(url, {
      method: 'GET',
      signal: AbortSignal.timeout(timeoutMs),
    });
    status = res.status;
    if (!res.ok) throw new Error('status');
    return JSON.parse(await res.text()) as unknown;
  } catch {
    log.warn({ call: what, status }, '第三方登录接口无法访问或应答格式不正确');
    throw new OAuthExchangeError('unavailable', `${what} failed`);
  }
}
