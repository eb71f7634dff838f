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

/** What a provider's calls share: the HTTP GET, the log, the timeout and its error reading. */
export interface ProviderCalls {
  call: OAuthFetch;
  log: OAuthLog;
  timeoutMs?: number | undefined;
  /** The error of an answer that is not the expected shape (the provider's `{ error }` or garbage). */
  refusal: (answer: unknown, what: string, log: OAuthLog) => OAuthExchangeError;
}

/**
 * GETs `url?query` of a provider and checks its JSON answer against `answer`.
 * @param what a short name for the log (`qq token`)
 * @returns the parsed answer
 * @throws OAuthExchangeError `unavailable` as `getJson`; the provider's `refusal` of an answer of
 *   another shape (`refused` when the code itself is no good)
 */
export async function getAnswer<T>(
  calls: ProviderCalls,
  url: string,
  query: Record<string, string>,
  what: string,
  answer: { safeParse: (value: unknown) => { success: true; data: T } | { success: false } },
): Promise<T> {
  const { call, log, timeoutMs, refusal } = calls;
  const body = await getJson(
    call,
    `${url}?${new URLSearchParams(query).toString()}`,
    what,
    log,
    timeoutMs,
  );
  const parsed = answer.safeParse(body);
  if (!parsed.success) throw refusal(body, what, log);
  return parsed.data;
}
