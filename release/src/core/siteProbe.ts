/**
 * Before `verify` opens a page, the site it verifies against must answer (docs/releasing.md
 * "verify"): a site that is down, or an address that is not the site, says nothing about the
 * version, so it is an error of the command (exit code 3), never a failed verification in the
 * ledger.
 */

/** The exit code of `verify` when its site cannot be reached (docs/releasing.md "Exit codes"). */
export const SITE_UNREACHABLE_EXIT_CODE = 3;

/** Raised when the site `verify` runs against does not answer as the site: nothing is recorded. */
export class SiteUnreachableError extends Error {
  /**
   * @param site the address tried, e.g. `http://localhost:8080/`
   * @param detail why, e.g. `connect ECONNREFUSED 127.0.0.1:8080`
   */
  constructor(
    readonly site: string,
    readonly detail: string,
  ) {
    super(
      `无法访问站点 ${site}（${detail}）：未验证，台账未记录结果。` +
        '请先启动站点（npm start），或用 --site 指定正在运行的站点地址',
    );
    this.name = 'SiteUnreachableError';
  }
}

/** A fetch failure in one line: the socket's reason (`connect ECONNREFUSED …`) or the timeout. */
function failureReason(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === 'TimeoutError') {
    return `${timeoutMs / 1000} 秒内没有应答`;
  }
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause instanceof Error && cause.message) return cause.message;
  if (cause instanceof AggregateError && cause.errors[0] instanceof Error) {
    return (cause.errors[0] as Error).message;
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * Checks that the site answers its registry `/mf-registry.json` with 2xx (every page of the site
 * needs it, whether served by `npm start`, nginx or a CDN).
 * @param site the site's address
 * @param timeoutMs how long to wait for an answer
 * @throws SiteUnreachableError when the connection fails, times out, or the registry is not served
 */
export async function probeSite(site: URL, timeoutMs = 10_000): Promise<void> {
  const registry = new URL('/mf-registry.json', site);
  let response: Response;
  try {
    response = await fetch(registry, { signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new SiteUnreachableError(site.href, failureReason(error, timeoutMs));
  }
  await response.body?.cancel();
  if (!response.ok) {
    throw new SiteUnreachableError(
      site.href,
      `${registry.pathname} 应答 HTTP ${response.status}，不是本站或站点未发布`,
    );
  }
}
