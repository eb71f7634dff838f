import type { DeployTarget } from './deployTarget';
import { RELEASE_APPS, type ReleaseApp } from './ledger';
import { readLedger } from './releaseStore';

/** Load failures browsers reported for an app since a time (issue #4 "status"). */
export type FailureCounter = (
  app: ReleaseApp,
  since: string | undefined,
) => Promise<{ count: number; kinds: Record<string, number>; versions: string[] }>;

/** One row of `status`. */
export interface StatusRow {
  app: ReleaseApp;
  active: string | undefined;
  canary: { version: string; percent: number } | undefined;
  previous: string | undefined;
  /** Released versions, newest first, with their verification (`ok`, `failed`, `unverified`). */
  available: { version: string; verification: 'ok' | 'failed' | 'unverified' }[];
  changedAt: string | undefined;
  changedBy: string | undefined;
  reason: string | undefined;
  /** Reports since `changedAt` (all reports when the app never changed). */
  failures: { count: number; kinds: Record<string, number>; versions: string[] };
}

/**
 * The release state of every app (issue #4 `status`).
 * @param target the deploy target
 * @param countFailures counts browser reports since the last change (the API's SQLite table)
 * @returns a row per app: shell first, then the remotes in registry order
 */
export async function releaseStatus(
  target: DeployTarget,
  countFailures: FailureCounter,
): Promise<StatusRow[]> {
  const ledger = await readLedger(target);
  const rows: StatusRow[] = [];
  // One app after the other: the counter reads one SQLite connection.
  for (const app of RELEASE_APPS) {
    const state = ledger.apps[app];
    rows.push({
      app,
      active: state.active,
      canary: state.canary,
      previous: state.previous,
      available: [...state.versions]
        .sort((a, b) => b.releasedAt.localeCompare(a.releasedAt))
        .map((v) => ({
          version: v.version,
          verification: !v.verification ? 'unverified' : v.verification.ok ? 'ok' : 'failed',
        })),
      changedAt: state.changedAt,
      changedBy: state.changedBy,
      reason: state.reason,
      failures: await countFailures(app, state.changedAt),
    });
  }
  return rows;
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
 * Renders `status` (issue #4): a table of each app's active version, canary, previous version,
 * available versions and load failures since the last change; then, per app, the available
 * versions with their verification, the last change (when, who, why) and the failures by kind.
 * @param rows from `releaseStatus`
 * @returns the text, ending with a newline
 */
export function formatStatus(rows: readonly StatusRow[]): string {
  const table = textTable(
    ['应用', '启用版本', '灰度', '上一版本', '可用版本', '加载失败'],
    rows.map((row) => [
      row.app,
      row.active ?? '—',
      row.canary ? `${row.canary.version} ${row.canary.percent}%` : '—',
      row.previous ?? '—',
      `${row.available.length} 个（${row.available.filter((v) => v.verification === 'ok').length} 个已验证）`,
      row.failures.count ? `${row.failures.count} 次` : '—',
    ]),
  );
  const section = (title: string, lines: string[]) =>
    `\n${title}\n${lines.map((l) => `  ${l}`).join('\n')}\n`;
  const pad = (app: string) => app.padEnd(13);
  return (
    `${table}\n` +
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
      '加载失败（自最近变更起，浏览器上报）',
      rows.map(
        (row) =>
          `${pad(row.app)}${
            row.failures.count
              ? `${row.failures.count} 次（${Object.entries(row.failures.kinds)
                  .map(([kind, n]) => `${kind} ${n}`)
                  .join('，')}；版本 ${row.failures.versions.join('、')}）`
              : '无'
          }`,
      ),
    ) +
    section(
      '可用版本（新→旧）',
      rows.map(
        (row) =>
          `${pad(row.app)}${
            row.available.length
              ? row.available
                  .map((v) => `${v.version}[${VERIFICATION_LABEL[v.verification]}]`)
                  .join('  ')
              : '—'
          }`,
      ),
    )
  );
}
