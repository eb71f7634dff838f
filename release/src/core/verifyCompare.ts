import type { BuildStamp } from '../build/version';

/**
 * The comparison half of `verify <remote> <version>` (docs/releasing.md "2. verify"): the
 * candidate's pages next to the active version's, so that a candidate worse than what runs fails
 * even when each of its pages looks fine on its own (a page that became the 404 page, lost its
 * `h1` or throws; a route whose first-visit JavaScript grew by more than 10% or past the budget).
 */

/** What one page showed in one version. */
export interface PageSnapshot {
  /** HTTP status of the document (0 when none). */
  status: number;
  /** The site's 404 page was shown (HTTP 404 or its text). */
  notFound: boolean;
  /** A visible `h1`. */
  hasH1: boolean;
  /** Uncaught exceptions. */
  errors: string[];
  /** JavaScript downloaded on this first visit (empty cache), each script gzipped at level 6. */
  jsGzipBytes: number;
}

/** The 404 page's text (shell/src/pages). */
export const NOT_FOUND_TEXT = '抱歉，您访问的页面不存在。';

/** Growth of a route's first-visit JS beyond which a candidate fails (10%). */
export const JS_GROWTH_LIMIT = 0.1;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The failures of a candidate's page against the active version's.
 * @param active what the page showed in the active version
 * @param candidate what it showed in the candidate
 * @param budget the page's first-visit JS budget in bytes (`jsBudget`)
 * @returns one Chinese line per failure; `[]` when the candidate is no worse
 */
export function compareSnapshots(
  active: PageSnapshot,
  candidate: PageSnapshot,
  budget: number,
): string[] {
  const failures: string[] = [];
  const activeFine = !active.notFound && active.errors.length === 0;
  if (activeFine && candidate.notFound) failures.push('启用版本中存在的页面变成了 404 页面');
  if (active.hasH1 && !candidate.hasH1 && !candidate.notFound) {
    failures.push('启用版本中的 h1 在候选版本中消失');
  }
  if (active.errors.length === 0 && candidate.errors.length > 0) {
    failures.push(`候选版本抛出异常（启用版本没有）：${candidate.errors[0] ?? ''}`);
  }
  if (
    active.jsGzipBytes > 0 &&
    candidate.jsGzipBytes > active.jsGzipBytes * (1 + JS_GROWTH_LIMIT)
  ) {
    const growth = Math.round((candidate.jsGzipBytes / active.jsGzipBytes - 1) * 100);
    failures.push(
      `首次访问的 JS 从 ${kb(active.jsGzipBytes)} 增至 ${kb(candidate.jsGzipBytes)}（+${growth}%，上限 +${JS_GROWTH_LIMIT * 100}%）`,
    );
  }
  if (active.jsGzipBytes <= budget && candidate.jsGzipBytes > budget) {
    failures.push(`首次访问的 JS ${kb(candidate.jsGzipBytes)} 超出预算 ${kb(budget)}`);
  }
  return failures;
}

/** A route pattern's parameters, e.g. `/news/details/:id?` → `[{ name: 'id', optional: true }]`. */
function parametersOf(pattern: string) {
  return [...pattern.matchAll(/:(\w+)(\?)?/g)].map((m) => ({
    name: m[1] ?? '',
    optional: Boolean(m[2]),
  }));
}

/** The value at a dot path (`list.0.id`) of a JSON value, as text; `undefined` when absent. */
export function pickValue(data: unknown, dotPath: string): string | undefined {
  let value: unknown = data;
  for (const key of dotPath.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

/** One route to open, or why it is skipped. */
export interface RoutePage {
  pattern: string;
  /** The concrete path; `undefined` when skipped. */
  path: string | undefined;
  /** Why it was skipped (Chinese). */
  skipped?: string;
}

/**
 * Turns route patterns into paths to open: a pattern without parameters as it is; one with a
 * parameter filled from its sample (`routeSamples` of the build stamp: an API GET and the dot path
 * of the value in the answer's `data`, or a fixed `value`); an optional parameter without a
 * sample is left out; a
 * required one without a sample (or whose API gives none) skips the route.
 * @param patterns e.g. the routes of `route-paths.json`
 * @param samples the stamp's `routeSamples`
 * @param getData fetches an API path from the running site and returns its `data`
 */
export async function resolveRoutePages(
  patterns: readonly string[],
  samples: BuildStamp['routeSamples'],
  getData: (api: string) => Promise<unknown>,
): Promise<RoutePage[]> {
  const pages: RoutePage[] = [];
  for (const pattern of patterns) {
    const parameters = parametersOf(pattern);
    if (parameters.length === 0) {
      pages.push({ pattern, path: pattern });
      continue;
    }
    const sample = samples?.[pattern];
    let value: string | undefined;
    if (sample && 'value' in sample) value = sample.value;
    else if (sample) {
      value = pickValue(await getData(sample.api).catch(() => undefined), sample.pick);
      if (value === undefined) {
        pages.push({
          pattern,
          path: undefined,
          skipped: `示例接口 ${sample.api} 没有给出 ${sample.pick}`,
        });
        continue;
      }
    }
    if (value === undefined && parameters.some((p) => !p.optional)) {
      pages.push({
        pattern,
        path: undefined,
        skipped: '带必填参数且没有示例（xingheng.routeSamples）',
      });
      continue;
    }
    const path =
      pattern
        .replace(/\/:(\w+)\?/g, () => (value === undefined ? '' : `/${encodeURIComponent(value)}`))
        .replace(/:(\w+)/g, () => encodeURIComponent(value ?? '')) || '/';
    pages.push({ pattern, path });
  }
  return pages;
}
