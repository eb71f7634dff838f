import { z } from 'zod';
import { REMOTE_NAMES, VersionSchema } from '@xingheng/shared/registry';

/**
 * The release ledger `deploy/release-ledger.json` (docs/adr/0002-release-ledger.md): every
 * published version of every app (the shell and the four remotes), which one is active, previous
 * and in canary, whether a version passed `verify`, and the history of every change (who, when,
 * from which version, why). It is the source of truth; the public registry and the shell's page are
 * derived from it. Never served.
 */

/** The apps a release manager handles: the host and the four remotes. */
export const RELEASE_APPS = ['shell', ...REMOTE_NAMES] as const;
export type ReleaseApp = (typeof RELEASE_APPS)[number];

/** A registry version (`VersionSchema` of the registry, in full zod for the ledger). */
const Version = z.string().refine((v) => VersionSchema.safeParse(v).success, '版本号格式不正确');

/** The outcome of `verify` for one version. */
export const VerificationSchema = z.object({
  ok: z.boolean(),
  at: z.string(),
  by: z.string(),
  /** The site it ran against, e.g. `http://localhost:8080`. */
  site: z.string(),
  /** One line per failed check (Chinese), empty when `ok`. */
  failures: z.array(z.string()),
});
export type Verification = z.infer<typeof VerificationSchema>;

/** What visitors of one version reported over the watcher's window (`RemoteLoadFigures`). */
const WindowFiguresSchema = z.object({
  visitors: z.number().int().min(0),
  failedVisitors: z.number().int().min(0),
});

/**
 * Why a version was withdrawn: the canary watcher's figures over its window (docs/releasing.md
 * "Automatic canary abort"), or the reason a release manager gave.
 */
export const WithdrawalSchema = z.object({
  at: z.string(),
  by: z.string(),
  /** One line (Chinese) with the figures, e.g. `灰度失败率 100.0%（4/4 位访客）高于启用版本 0.0%（0/3）…`. */
  reason: z.string().min(1),
  figures: z.optional(
    z.object({
      windowMinutes: z.number().int().min(1),
      candidate: WindowFiguresSchema,
      active: WindowFiguresSchema,
    }),
  ),
});
export type Withdrawal = z.infer<typeof WithdrawalSchema>;

/** A published, immutable version of an app. */
export const VersionRecordSchema = z.object({
  version: Version,
  commit: z.string(),
  builtAt: z.string(),
  releasedAt: z.string(),
  releasedBy: z.string(),
  verification: z.optional(VerificationSchema),
  /**
   * Set when its canary was ended for failing: the registry lists it as withdrawn, so open tabs
   * running it reload onto the active version (docs/releasing.md).
   */
  withdrawn: z.optional(WithdrawalSchema),
});

/**
 * When the canary watcher ends a remote's canary (docs/releasing.md "Automatic canary abort"): at
 * least `minVisitors` distinct visitors of the candidate met a failure within the last
 * `windowMinutes`, and the candidate's failure rate is above the active version's by more than
 * `ratePoints` percentage points.
 */
export const CanaryGuardSchema = z.object({
  minVisitors: z.number().int().min(1).max(10_000),
  ratePoints: z.number().min(0).max(100),
  windowMinutes: z.number().int().min(1).max(1440),
});
export type CanaryGuard = z.infer<typeof CanaryGuardSchema>;

/** The guard of a remote that has not set its own (`guard`): 3 visitors, 2 points, 10 minutes. */
export const DEFAULT_CANARY_GUARD: CanaryGuard = {
  minVisitors: 3,
  ratePoints: 2,
  windowMinutes: 10,
};
export type VersionRecord = z.infer<typeof VersionRecordSchema>;

/** One app's release state. */
export const AppStateSchema = z.object({
  versions: z.array(VersionRecordSchema),
  active: z.optional(Version),
  previous: z.optional(Version),
  canary: z.optional(
    z.object({
      version: Version,
      percent: z.number().int().min(1).max(99),
      /** When it started (the watcher's window never reaches before it). */
      startedAt: z.optional(z.string()),
      /** `false` after `canary --no-auto-abort`: the watcher leaves this canary alone. */
      autoAbort: z.optional(z.boolean()),
    }),
  ),
  /** The canary watcher's thresholds for this remote (`guard`); `DEFAULT_CANARY_GUARD` when absent. */
  canaryGuard: z.optional(CanaryGuardSchema),
  /** Set by `freeze`: promote and canary are refused until `unfreeze`; rollback stays allowed. */
  frozen: z.optional(z.object({ reason: z.string().min(1), at: z.string(), by: z.string() })),
  /** When, by whom and why the active version or the canary last changed. */
  changedAt: z.optional(z.string()),
  changedBy: z.optional(z.string()),
  reason: z.optional(z.string()),
});
export type AppState = z.infer<typeof AppStateSchema>;

/** What a history entry records. */
export const RELEASE_ACTIONS = [
  'release',
  'verify',
  'promote',
  'rollback',
  'canary',
  'prune',
  'freeze',
  'unfreeze',
  'withdraw',
  'guard',
] as const;
export type ReleaseAction = (typeof RELEASE_ACTIONS)[number];

export const HistoryEventSchema = z.object({
  at: z.string(),
  by: z.string(),
  app: z.enum(RELEASE_APPS),
  action: z.enum(RELEASE_ACTIONS),
  /** The active version before the change (promote, rollback) or the versions removed (prune). */
  from: z.optional(z.string()),
  /** The version released, verified, promoted, rolled back to, put in canary or withdrawn. */
  to: z.optional(z.string()),
  percent: z.optional(z.number()),
  reason: z.optional(z.string()),
  forced: z.optional(z.boolean()),
  ok: z.optional(z.boolean()),
});
export type HistoryEvent = z.infer<typeof HistoryEventSchema>;

export const LedgerSchema = z.object({
  schemaVersion: z.literal(1),
  apps: z.object(
    Object.fromEntries(RELEASE_APPS.map((app) => [app, AppStateSchema])) as Record<
      ReleaseApp,
      typeof AppStateSchema
    >,
  ),
  history: z.array(HistoryEventSchema),
});
export type Ledger = z.infer<typeof LedgerSchema>;

/** A ledger with no versions (a fresh deploy folder). */
export function emptyLedger(): Ledger {
  return {
    schemaVersion: 1,
    apps: Object.fromEntries(
      RELEASE_APPS.map((app): [ReleaseApp, AppState] => [app, { versions: [] }]),
    ) as Record<ReleaseApp, AppState>,
    history: [],
  };
}

/**
 * Parses the ledger file's JSON.
 * @throws Error (Chinese, with the paths of the problems) when it is malformed
 */
export function parseLedger(json: unknown): Ledger {
  const result = LedgerSchema.safeParse(json);
  if (result.success) return result.data;
  throw new Error(
    `发布台账格式不正确：${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('；')}`,
  );
}

/** True when `name` is an app of the ledger. */
export function isReleaseApp(name: string): name is ReleaseApp {
  return (RELEASE_APPS as readonly string[]).includes(name);
}
