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

/** A published, immutable version of an app. */
export const VersionRecordSchema = z.object({
  version: Version,
  commit: z.string(),
  builtAt: z.string(),
  releasedAt: z.string(),
  releasedBy: z.string(),
  verification: z.optional(VerificationSchema),
});
export type VersionRecord = z.infer<typeof VersionRecordSchema>;

/** One app's release state. */
export const AppStateSchema = z.object({
  versions: z.array(VersionRecordSchema),
  active: z.optional(Version),
  previous: z.optional(Version),
  canary: z.optional(z.object({ version: Version, percent: z.number().int().min(1).max(99) })),
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
] as const;
export type ReleaseAction = (typeof RELEASE_ACTIONS)[number];

export const HistoryEventSchema = z.object({
  at: z.string(),
  by: z.string(),
  app: z.enum(RELEASE_APPS),
  action: z.enum(RELEASE_ACTIONS),
  /** The active version before the change (promote, rollback) or the versions removed (prune). */
  from: z.optional(z.string()),
  /** The version released, verified, promoted, rolled back to or put in canary. */
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
