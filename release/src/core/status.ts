import type { DeployTarget } from '../deploy/deployTarget';
import {
  DEFAULT_CANARY_GUARD,
  RELEASE_APPS,
  type CanaryGuard,
  type ReleaseApp,
} from '../deploy/ledger';

/** How long a withdrawn version stays at the top of `status`, in days. */
export const WITHDRAWN_SHOWN_DAYS = 7;
import { readLedger } from './releaseStore';

/**
 * Load failures browsers met with an app since a time (docs/releasing.md "Reading status"), counted
 * per visitor: `visitors` distinct visitors per failing version (one machine posting a thousand
 * times is one), `reports` the posts they sent, `kinds` visitors by the kind of their latest
 * report, `versions` the versions that failed.
 */
export interface FailureCount {
  visitors: number;
  reports: number;
  kinds: Record<string, number>;
  versions: string[];
}

/** Counts the failures of an app since an ISO time (all when undefined). */
export type FailureCounter = (app: ReleaseApp, since: string | undefined) => Promise<FailureCount>;

/** One row of `status`. */
export interface StatusRow {
  app: ReleaseApp;
  active: string | undefined;
  canary: { version: string; percent: number; startedAt?: string; autoAbort?: boolean } | undefined;
  /** The canary watcher's thresholds for the app (its own or `DEFAULT_CANARY_GUARD`). */
  guard: CanaryGuard;
  /** Versions withdrawn in the last 7 days (the canary watcher or by hand), newest first. */
  withdrawn: { version: string; at: string; by: string; reason: string }[];
  previous: string | undefined;
  /** Set while the app is frozen (`freeze`): who, when and why. */
  frozen: { reason: string; at: string; by: string } | undefined;
  /** Released versions, newest first, with their verification (`ok`, `failed`, `unverified`). */
  available: {
    version: string;
    verification: 'ok' | 'failed' | 'unverified';
    withdrawn?: boolean;
  }[];
  changedAt: string | undefined;
  changedBy: string | undefined;
  reason: string | undefined;
  /** Visitors who met failures since `changedAt` (since ever when the app never changed). */
  failures: FailureCount;
}

/**
 * The release state of every app (docs/releasing.md "Reading `status`").
 * @param target the deploy target
 * @param countFailures counts browser reports since the last change (the API's SQLite table)
 * @param now the clock (withdrawals of the last 7 days are listed)
 * @returns a row per app: shell first, then the remotes in registry order
 */
export async function releaseStatus(
  target: DeployTarget,
  countFailures: FailureCounter,
  now: Date = new Date(),
): Promise<StatusRow[]> {
  const ledger = await readLedger(target);
  const recent = new Date(now.getTime() - WITHDRAWN_SHOWN_DAYS * 86_400_000).toISOString();
  const rows: StatusRow[] = [];
  // One app after the other: the counter reads one SQLite connection.
  for (const app of RELEASE_APPS) {
    const state = ledger.apps[app];
    rows.push({
      app,
      active: state.active,
      canary: state.canary,
      guard: state.canaryGuard ?? DEFAULT_CANARY_GUARD,
      withdrawn: state.versions
        .flatMap((v) => (v.withdrawn && v.withdrawn.at >= recent ? [{ ...v.withdrawn, v }] : []))
        .sort((a, b) => b.at.localeCompare(a.at))
        .map(({ at, by, reason, v }) => ({ version: v.version, at, by, reason })),
      previous: state.previous,
      frozen: state.frozen,
      available: [...state.versions]
        .sort((a, b) => b.releasedAt.localeCompare(a.releasedAt))
        .map((v) => ({
          version: v.version,
          verification: !v.verification ? 'unverified' : v.verification.ok ? 'ok' : 'failed',
          ...(v.withdrawn ? { withdrawn: true } : {}),
        })),
      changedAt: state.changedAt,
      changedBy: state.changedBy,
      reason: state.reason,
      failures: await countFailures(app, state.changedAt),
    });
  }
  return rows;
}

/** `2 位访客（manifest 1，network 1；版本 v2；上报 7 次）`, or `无`. */
function failureSummary(failures: FailureCount): string {
  if (!failures.visitors) return '无';
  const kinds = Object.entries(failures.kinds)
    .map(([kind, n]) => `${kind} ${n}`)
    .join('，');
  const versions = failures.versions.join('、');
  return `${failures.visitors} 位访客（${kinds}；版本 ${versions}；上报 ${failures.reports} 次）`;
}

const VERIFICATION_LABEL = { ok: '已验证', failed: '验证失败', unverified: '未验证' } as const;

/** Terminal columns of a string: CJK and full-width characters take two. */
export function displayWidth(text: string): number {
  let width = 0;
  for (const char of text) {
    width +=
      /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(
        char,
      )
        ? 2
        : 1;
  }
  return width;
}

/**
 * Lays out rows of cells as an aligned plain-text table (two spaces between columns).
 * @param header the column titles
 * @param rows the cells, one array per row, as many as `header`
 */
export function textTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, i) =>
    Math.max(displayWidth(title), ...rows.map((row) => displayWidth(row[i] ?? ''))),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => cell + ' '.repeat((widths[i] ?? 0) - displayWidth(cell)))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/**
 * Renders `status` (docs/releasing.md "Reading `status`"): first the versions withdrawn in the
 * last 7 days (app, version, when, by whom, why with the figures); a table of each app's active version,
 * canary, previous version, available versions, the visitors who met load failures since the
 * last change and whether it is frozen; the running canaries with their automatic abort; then the
 * frozen apps (who, when, why); then, per app, the
 * last change (when, who, why), the failures (visitors by kind, versions, posts) and the available
 * versions with their verification.
 * @param rows from `releaseStatus`
 * @returns the text, ending with a newline
 */
export function formatStatus(rows: readonly StatusRow[]): string {
  const table = textTable(
    ['应用', '启用版本', '灰度', '上一版本', '可用版本', '加载失败', '冻结'],
    rows.map((row) => [
      row.app,
      row.active ?? '—',
      row.canary
        ? `${row.canary.version} ${row.canary.percent}%${row.canary.autoAbort === false ? '（不自动中止）' : ''}`
        : '—',
      row.previous ?? '—',
      `${row.available.length} 个（${row.available.filter((v) => v.verification === 'ok').length} 个已验证）`,
      row.failures.visitors ? `${row.failures.visitors} 位访客` : '—',
      row.frozen ? '已冻结' : '—',
    ]),
  );
  const frozen = rows.filter((row) => row.frozen);
  const canaries = rows.filter((row) => row.canary);
  const withdrawn = rows.flatMap((row) => row.withdrawn.map((w) => ({ app: row.app, ...w })));
  const section = (title: string, lines: string[]) =>
    `\n${title}\n${lines.map((l) => `  ${l}`).join('\n')}\n`;
  const pad = (app: string) => app.padEnd(13);
  return (
    (withdrawn.length
      ? section(
          `⚠ 已撤回的版本（近 ${WITHDRAWN_SHOWN_DAYS} 天；打开中的页面在下次跳转时换回启用版本）`,
          withdrawn.map((w) => `${pad(w.app)}${w.version}  ${w.at} ${w.by}：${w.reason}`),
        ).slice(1) + '\n'
      : '') +
    `${table}\n` +
    (canaries.length
      ? section(
          '灰度中',
          canaries.map(
            (row) =>
              `${pad(row.app)}${row.canary?.version ?? ''} ${row.canary?.percent ?? 0}%，自 ${row.canary?.startedAt ?? '—'}；` +
              (row.canary?.autoAbort === false
                ? '自动中止已关闭（--no-auto-abort）'
                : `自动中止：${row.guard.windowMinutes} 分钟内 ≥${row.guard.minVisitors} 位访客失败且失败率高于启用版本 ${row.guard.ratePoints} 个百分点`),
          ),
        )
      : '') +
    (frozen.length
      ? section(
          '冻结中（拒绝 promote 与 canary，回滚可用；unfreeze 解冻）',
          frozen.map(
            (row) =>
              `${pad(row.app)}${row.frozen?.at ?? ''} ${row.frozen?.by ?? ''}：${row.frozen?.reason ?? ''}`,
          ),
        )
      : '') +
    section(
      '最近变更',
      rows.map(
        (row) =>
          `${pad(row.app)}${
            row.changedAt
              ? `${row.changedAt} ${row.changedBy ?? ''}${row.reason ? `：${row.reason}` : ''}`
              : '—'
          }`,
      ),
    ) +
    section(
      '加载失败（自最近变更起，浏览器上报，按访客计）',
      rows.map((row) => `${pad(row.app)}${failureSummary(row.failures)}`),
    ) +
    section(
      '可用版本（新→旧）',
      rows.map(
        (row) =>
          `${pad(row.app)}${
            row.available.length
              ? row.available
                  .map(
                    (v) =>
                      `${v.version}[${VERIFICATION_LABEL[v.verification]}${v.withdrawn ? '，已撤回' : ''}]`,
                  )
                  .join('  ')
              : '—'
          }`,
      ),
    )
  );
}
