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

/**
 * Renders `status` rows as a plain-text report: one block per app, aligned labels.
 * @param rows from `releaseStatus`
 * @returns the text, ending with a newline
 */
export function formatStatus(rows: readonly StatusRow[]): string {
  const line = (label: string, value: string) => `  ${label.padEnd(5, '　')}${value}\n`;
  return rows
    .map((row) => {
      const failures = row.failures.count
        ? `${row.failures.count} 次（${Object.entries(row.failures.kinds)
            .map(([kind, n]) => `${kind} ${n}`)
            .join('，')}；版本 ${row.failures.versions.join('、')}）`
        : '无';
      return (
        `${row.app}\n` +
        line('启用版本', row.active ?? '（无）') +
        line('灰度', row.canary ? `${row.canary.version}（${row.canary.percent}%）` : '无') +
        line('上一版本', row.previous ?? '（无）') +
        line(
          '可用版本',
          row.available.length
            ? row.available
                .map((v) => `${v.version}[${VERIFICATION_LABEL[v.verification]}]`)
                .join('  ')
            : '（无）',
        ) +
        line(
          '最近变更',
          row.changedAt
            ? `${row.changedAt} ${row.changedBy ?? ''}${row.reason ? `：${row.reason}` : ''}`
            : '（无）',
        ) +
        line('加载失败', failures)
      );
    })
    .join('\n');
}
