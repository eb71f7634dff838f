import fs from 'node:fs';
import path from 'node:path';
import { requireVersion, type DeployTarget } from '../deploy/deployTarget';
import { SEARCH_ENTRIES_FILE } from '@xingheng/shared/registry';
import { checkRemoteBuild, checkSearchEntries, parseManifest } from './buildChecks';
import {
  CanaryGuardSchema,
  DEFAULT_CANARY_GUARD,
  type AppState,
  type CanaryGuard,
  type Ledger,
  type ReleaseApp,
  type VersionRecord,
  type Withdrawal,
} from '../deploy/ledger';
import { changeRelease, type ReleaseContext } from './releaseStore';
import { rollbackCandidates } from './rollbackTarget';
import { isDirtyBuild, readBuildStamp } from '../build/version';

/**
 * The release manager's operations (docs/releasing.md), independent of the CLI: each takes the
 * target, actor and clock in `context`, changes the ledger under the lock through `changeRelease`
 * and throws an Error with a Chinese message when it refuses.
 */

function stateOf(ledger: Ledger, app: ReleaseApp): AppState {
  return ledger.apps[app];
}

function recordOf(state: AppState, app: ReleaseApp, version: string): VersionRecord {
  const record = state.versions.find((v) => v.version === version);
  if (!record) throw new Error(`${app} 没有已发布的版本 ${version}（先运行 release）`);
  return record;
}

/**
 * Refuses a promote or a canary of a frozen app (`freeze`), naming who froze it, when and why.
 * @param what the refused change, e.g. 启用
 */
function requireNotFrozen(state: AppState, app: ReleaseApp, what: string) {
  const { frozen } = state;
  if (!frozen) return;
  throw new Error(
    `${app} 已冻结（${frozen.by} 于 ${frozen.at}：${frozen.reason}），拒绝${what}；回滚仍可用，解冻请运行 unfreeze ${app}`,
  );
}

/**
 * Checks a build folder before upload (`release`, docs/releasing.md): the build stamp; for a
 * remote, the manifest, `./routes`, shared ranges against the active shell's manifest and its
 * search entries (`checkSearchEntries`); for the shell, its page and manifest.
 * @returns the build's stamp (version, commit, build time)
 * @throws Error (Chinese) describing the first failed check
 */
export async function checkBuild(
  target: DeployTarget,
  ledger: Ledger,
  app: ReleaseApp,
  distDir: string,
) {
  const stamp = readBuildStamp(distDir);
  if (stamp.app !== app) throw new Error(`${distDir} 是 ${stamp.app} 的构建，不是 ${app}`);
  const manifestText = fs.existsSync(path.join(distDir, 'mf-manifest.json'))
    ? fs.readFileSync(path.join(distDir, 'mf-manifest.json'), 'utf8')
    : undefined;
  const manifest = parseManifest(manifestText, `${app} 的构建`);
  if (app === 'shell') {
    if (!fs.existsSync(path.join(distDir, 'index.html')))
      throw new Error('外壳构建缺少 index.html');
    return stamp;
  }
  const shell = ledger.apps.shell.active;
  const shellManifest = shell
    ? parseManifest(
        await target.readVersionFile('shell', shell, 'mf-manifest.json'),
        `外壳 ${shell} `,
      )
    : undefined;
  checkRemoteBuild(manifest, shellManifest);
  // The page search entries the API indexes when this version is active (docs/api.md).
  const entriesFile = path.join(distDir, SEARCH_ENTRIES_FILE);
  checkSearchEntries(
    fs.existsSync(entriesFile) ? fs.readFileSync(entriesFile, 'utf8') : undefined,
    app,
  );
  return stamp;
}

/** Options of `release`. */
export interface ReleaseOptions {
  /**
   * Release a build made from a working tree with uncommitted changes (`--allow-dirty`; always for
   * the local publishing of `npm start` and `npm run build`), recorded in the history as forced.
   */
  allowDirty?: boolean;
  /** Why, recorded with a dirty build (default: the `--allow-dirty` note). */
  reason?: string;
}

/**
 * `release <app>`: checks a build, uploads it as an immutable version and records it in the
 * ledger's history, not active. A build from a working tree with uncommitted changes
 * (`isDirtyBuild`: its version says `-dirty`) is refused unless `allowDirty`: its version would
 * name a commit that is not what it was built from.
 * @param distDir the build folder (default `<app>/dist`, built by the CLI first)
 * @returns the version released
 * @throws Error when a check fails, the build is dirty and not allowed, or the version already
 *   exists
 */
export async function releaseBuild(
  context: ReleaseContext,
  app: ReleaseApp,
  distDir: string,
  options: ReleaseOptions = {},
): Promise<VersionRecord> {
  let record: VersionRecord | undefined;
  await changeRelease(context, async (ledger) => {
    const stamp = await checkBuild(context.target, ledger, app, distDir);
    const dirty = isDirtyBuild(stamp);
    if (dirty && !options.allowDirty) {
      throw new Error(
        `${app} ${stamp.version} 构建自有未提交改动的工作区（提交 ${stamp.commit} 之外还有改动），拒绝发布：` +
          '提交改动后重新构建，确需发布请加 --allow-dirty',
      );
    }
    if (stateOf(ledger, app).versions.some((v) => v.version === stamp.version)) {
      throw new Error(`${app} ${stamp.version} 已发布过（同一构建只发布一次；请重新构建）`);
    }
    // A folder of this version without a ledger record: a run stopped after the upload. Versions
    // are immutable and named by commit and build time, so it is this build: record it.
    if (!(await context.target.hasVersion(app, stamp.version))) {
      await context.target.uploadVersion(app, stamp.version, distDir);
    }
    record = {
      version: stamp.version,
      commit: stamp.commit,
      builtAt: stamp.builtAt,
      releasedAt: context.now().toISOString(),
      releasedBy: context.by,
    };
    stateOf(ledger, app).versions.push(record);
    return {
      app,
      action: 'release',
      to: stamp.version,
      ...(dirty
        ? { forced: true, reason: options.reason ?? '构建含未提交的改动（--allow-dirty）' }
        : {}),
    };
  });
  if (!record) throw new Error('发布未完成');
  return record;
}

/** Options of a switch (promote, rollback, canary). */
export interface SwitchOptions {
  /** Why (`--reason`), recorded in the history. */
  reason?: string;
  /** Skip the "verified" requirement (`--force`), recorded in the history. */
  force?: boolean;
  /** `canary` only: `false` (`--no-auto-abort`) keeps the canary watcher away from this canary. */
  autoAbort?: boolean;
}

/**
 * Refuses a promote or a canary of a withdrawn version (docs/releasing.md "Automatic canary
 * abort") unless `--force --reason`.
 */
function requireNotWithdrawn(record: VersionRecord, app: ReleaseApp, options: SwitchOptions) {
  const { withdrawn } = record;
  if (!withdrawn || (options.force && options.reason?.trim())) return;
  throw new Error(
    `${app} ${record.version} 已于 ${withdrawn.at} 被撤回（${withdrawn.reason}），拒绝再次上线；确需上线请加 --force --reason 原因`,
  );
}

function switchActive(
  context: ReleaseContext,
  state: AppState,
  version: string,
  reason: string | undefined,
) {
  const from = state.active;
  if (from && from !== version) state.previous = from;
  state.active = version;
  delete state.canary;
  state.changedAt = context.now().toISOString();
  state.changedBy = context.by;
  state.reason = reason;
  return from;
}

/**
 * `promote <app> <version>`: makes a released version active (the old active becomes `previous`,
 * a canary ends). Refuses a version that did not pass `verify` unless `force` (with a `reason`
 * when its verification failed, kept in the history), a withdrawn version unless `force` with a
 * `reason`, and any version of a frozen app (`force` does not lift a freeze: `unfreeze` does).
 * @throws Error when the app is frozen, the version is unknown, missing on the target, unverified,
 *   withdrawn, or already active
 */
export async function promote(
  context: ReleaseContext,
  app: ReleaseApp,
  version: string,
  options: SwitchOptions = {},
): Promise<Ledger> {
  await requireVersion(context.target, app, version);
  return changeRelease(context, (ledger) => {
    const state = stateOf(ledger, app);
    const record = recordOf(state, app, version);
    requireNotFrozen(state, app, '启用');
    requireNotWithdrawn(record, app, options);
    // Overriding a failed verification is kept in the ledger with its reason.
    if (options.force && record.verification?.ok === false && !options.reason?.trim()) {
      throw new Error(`${app} ${version} 未通过验证：强制启用须用 --reason 说明原因`);
    }
    if (!options.force && !record.verification?.ok) {
      throw new Error(
        record.verification
          ? `${app} ${version} 未通过验证，拒绝启用（确需启用请加 --force --reason 原因）`
          : `${app} ${version} 尚未验证，拒绝启用（先运行 verify，或加 --force）`,
      );
    }
    if (state.active === version && !state.canary)
      throw new Error(`${app} ${version} 已是启用版本`);
    const from = switchActive(context, state, version, options.reason);
    return {
      app,
      action: 'promote',
      to: version,
      ...(from ? { from } : {}),
      ...(options.reason ? { reason: options.reason } : {}),
      ...(options.force ? { forced: true } : {}),
    };
  });
}

/** What a rollback did (`rollback`). */
export interface RollbackResult {
  ledger: Ledger;
  /** The version active before (absent when the app had none). */
  from?: string;
  /** The version active now. */
  to: string;
  /** The canary the rollback ended, if one ran. */
  endedCanary?: string;
  /** Where a further rollback would go (the new `previous`), absent when nowhere. */
  next?: string;
}

/** The first of `candidates` whose folder is still on the target. */
async function firstOnTarget(
  target: DeployTarget,
  app: ReleaseApp,
  candidates: readonly string[],
): Promise<string | undefined> {
  for (const version of candidates) if (await target.hasVersion(app, version)) return version;
  return undefined;
}

/**
 * `rollback <app> [--to <version>]`: without `to`, goes back through the app's history of
 * activations to the most recent earlier active version that is neither withdrawn nor rolled back
 * from (`rollbackCandidates`), so a second rollback never brings back the version the first one
 * left; with `to`, to any released version still on the target. Afterwards `previous` (the shell's
 * fallback, status's 上一版本) is where a further rollback would go, never the version rolled back
 * from. A canary ends. Other apps are untouched.
 * @returns the versions switched from and to, the canary ended and the next rollback's target
 * @throws Error when there is nothing to roll back to (the ledger is left unchanged), or the
 *   version is unknown or missing
 */
export async function rollback(
  context: ReleaseContext,
  app: ReleaseApp,
  options: SwitchOptions & { to?: string } = {},
): Promise<RollbackResult> {
  let result: Omit<RollbackResult, 'ledger'> | undefined;
  const ledger = await changeRelease(context, async (ledger) => {
    const state = stateOf(ledger, app);
    const to =
      options.to ??
      (await firstOnTarget(context.target, app, rollbackCandidates(state, ledger.history, app)));
    if (!to) {
      throw new Error(
        state.active
          ? `${app} 没有可回滚到的版本：${state.active} 之前启用过的版本都已撤回、被回滚过或已删除（可用 --to <版本> 指定）`
          : `${app} 还没有启用版本，没有可回滚到的版本`,
      );
    }
    recordOf(state, app, to);
    await requireVersion(context.target, app, to);
    if (to === state.active && !state.canary) throw new Error(`${app} ${to} 已是启用版本`);
    const endedCanary = state.canary?.version;
    const from = switchActive(context, state, to, options.reason);
    const event = {
      app,
      action: 'rollback' as const,
      to,
      ...(from ? { from } : {}),
      ...(options.reason ? { reason: options.reason } : {}),
    };
    // The fallback is where the next rollback goes: never the version just rolled back from.
    const next = await firstOnTarget(
      context.target,
      app,
      rollbackCandidates(state, [...ledger.history, { ...event, at: '', by: '' }], app),
    );
    if (next) state.previous = next;
    else delete state.previous;
    result = {
      to,
      ...(from ? { from } : {}),
      ...(endedCanary ? { endedCanary } : {}),
      ...(next ? { next } : {}),
    };
    return event;
  });
  if (!result) throw new Error('回滚未完成');
  return { ledger, ...result };
}

/**
 * `canary <remote> <version> --percent N`: serves the version to N % of visitors (stable per
 * visitor, by the bucket cookie); the active version stays for the others. Refuses an unverified
 * version unless `force`, a withdrawn one unless `force` with a `reason`. The canary watcher ends it
 * when the candidate fails (unless `autoAbort: false`); `promote` or `rollback` ends it.
 * @throws Error for the shell (no canary: one page for everyone), a percent outside 1–99, a frozen
 *   app, the active version, an unknown, unverified or withdrawn version
 */
export async function startCanary(
  context: ReleaseContext,
  app: ReleaseApp,
  version: string,
  percent: number,
  options: SwitchOptions = {},
): Promise<Ledger> {
  if (app === 'shell') throw new Error('外壳不支持灰度发布：请直接 promote，必要时 rollback');
  if (!Number.isInteger(percent) || percent < 1 || percent > 99) {
    throw new Error('灰度比例须为 1–99 的整数');
  }
  await requireVersion(context.target, app, version);
  return changeRelease(context, (ledger) => {
    const state = stateOf(ledger, app);
    const record = recordOf(state, app, version);
    requireNotFrozen(state, app, '灰度');
    requireNotWithdrawn(record, app, options);
    if (!state.active) throw new Error(`${app} 还没有启用版本，不能灰度`);
    if (state.active === version) throw new Error(`${app} ${version} 已是启用版本`);
    if (!options.force && !record.verification?.ok) {
      throw new Error(`${app} ${version} 未通过验证，拒绝灰度（确需灰度请加 --force）`);
    }
    state.canary = {
      version,
      percent,
      // A canary already running at this version keeps its start (the watcher's window).
      startedAt:
        state.canary?.version === version && state.canary.startedAt
          ? state.canary.startedAt
          : context.now().toISOString(),
      ...(options.autoAbort === false ? { autoAbort: false } : {}),
    };
    state.changedAt = context.now().toISOString();
    state.changedBy = context.by;
    state.reason = options.reason;
    return {
      app,
      action: 'canary',
      to: version,
      from: state.active,
      percent,
      ...(options.reason ? { reason: options.reason } : {}),
      ...(options.force ? { forced: true } : {}),
      ...(options.autoAbort === false ? { autoAbort: false } : {}),
    };
  });
}

/**
 * Ends a remote's canary because its candidate fails (the canary watcher, docs/releasing.md
 * "Automatic canary abort"): under the ledger lock, only when the canary still runs `version`
 * (a release manager may have promoted or rolled back meanwhile); the candidate is marked
 * `withdrawn` with the reason and the figures, so the registry lists it and open tabs leave it.
 * @param withdrawal `reason` (one Chinese line with the figures) and `figures`
 * @returns `true` when the canary was ended, `false` when it no longer ran `version` or had
 *   automatic abort turned off meanwhile (nothing changed)
 */
export async function withdrawCanary(
  context: ReleaseContext,
  app: ReleaseApp,
  version: string,
  withdrawal: Pick<Withdrawal, 'reason' | 'figures'>,
): Promise<boolean> {
  let ended = false;
  const unchanged = new Error('unchanged');
  try {
    await changeRelease(context, (ledger) => {
      const state = stateOf(ledger, app);
      if (state.canary?.version !== version || state.canary.autoAbort === false) throw unchanged;
      const record = recordOf(state, app, version);
      const at = context.now().toISOString();
      record.withdrawn = { at, by: context.by, ...withdrawal };
      delete state.canary;
      state.changedAt = at;
      state.changedBy = context.by;
      state.reason = withdrawal.reason;
      ended = true;
      return {
        app,
        action: 'withdraw',
        to: version,
        ...(state.active ? { from: state.active } : {}),
        reason: withdrawal.reason,
      };
    });
  } catch (error) {
    if (error !== unchanged) throw error;
  }
  return ended;
}

/**
 * `guard <remote> --min-visitors N --points P --window M`: sets the thresholds the canary watcher
 * applies to the remote's canaries (docs/releasing.md "Automatic canary abort"); omitted values
 * keep the current ones (the defaults of `DEFAULT_CANARY_GUARD` at first).
 * @returns the guard now in force
 * @throws Error for the shell (it has no canary) or a value outside `CanaryGuardSchema`'s ranges
 */
export async function setCanaryGuard(
  context: ReleaseContext,
  app: ReleaseApp,
  change: Partial<CanaryGuard>,
): Promise<CanaryGuard> {
  if (app === 'shell') throw new Error('外壳没有灰度，无需设置自动中止阈值');
  let guard: CanaryGuard = DEFAULT_CANARY_GUARD;
  await changeRelease(context, (ledger) => {
    const state = stateOf(ledger, app);
    const parsed = CanaryGuardSchema.safeParse({
      ...(state.canaryGuard ?? DEFAULT_CANARY_GUARD),
      ...change,
    });
    if (!parsed.success) {
      throw new Error(
        '阈值不正确：--min-visitors 为 1–10000 的整数，--points 为 0–100，--window 为 1–1440 的整数（分钟）',
      );
    }
    guard = parsed.data;
    state.canaryGuard = guard;
    return {
      app,
      action: 'guard',
      reason: `自动中止阈值：≥${guard.minVisitors} 位访客失败且失败率高于启用版本 ${guard.ratePoints} 个百分点（${guard.windowMinutes} 分钟窗口）`,
    };
  });
  return guard;
}

/**
 * `freeze <app> --reason`: refuses `promote` and `canary` for the app until `unfreeze` (a release
 * freeze: a sales event, an incident under investigation); `rollback` stays allowed, and a canary
 * already running keeps running until it is promoted (refused) or rolled back. Shown in `status`.
 * @param reason why, required (recorded in the ledger and the history)
 * @throws Error when the reason is empty or the app is already frozen
 */
export async function freeze(
  context: ReleaseContext,
  app: ReleaseApp,
  reason: string | undefined,
): Promise<Ledger> {
  const why = reason?.trim();
  if (!why) throw new Error('冻结须说明原因（--reason）');
  return changeRelease(context, (ledger) => {
    const state = stateOf(ledger, app);
    if (state.frozen) {
      throw new Error(
        `${app} 已于 ${state.frozen.at} 被 ${state.frozen.by} 冻结：${state.frozen.reason}`,
      );
    }
    state.frozen = { reason: why, at: context.now().toISOString(), by: context.by };
    return { app, action: 'freeze', reason: why };
  });
}

/**
 * `unfreeze <app>`: lifts a `freeze`; promote and canary are allowed again.
 * @param reason optional, recorded in the history
 * @throws Error when the app is not frozen
 */
export async function unfreeze(
  context: ReleaseContext,
  app: ReleaseApp,
  reason?: string,
): Promise<Ledger> {
  return changeRelease(context, (ledger) => {
    const state = stateOf(ledger, app);
    if (!state.frozen) throw new Error(`${app} 没有冻结`);
    const was = state.frozen.reason;
    delete state.frozen;
    return {
      app,
      action: 'unfreeze',
      reason: reason ? `${reason}（冻结原因：${was}）` : `冻结原因：${was}`,
    };
  });
}

/**
 * Records the outcome of `verify` on a released version.
 * @throws Error when the version is unknown
 */
export async function recordVerification(
  context: ReleaseContext,
  app: ReleaseApp,
  version: string,
  outcome: { ok: boolean; site: string; failures: string[] },
): Promise<Ledger> {
  return changeRelease(context, (ledger) => {
    const record = recordOf(stateOf(ledger, app), app, version);
    record.verification = {
      ...outcome,
      at: context.now().toISOString(),
      by: context.by,
    };
    return { app, action: 'verify', to: version, ok: outcome.ok };
  });
}

/**
 * `prune <app> --keep N`: deletes the oldest versions beyond the N most recently released, never
 * the active, canary or previous one; folders on the target that the ledger does not know (older
 * builds) count as oldest.
 * @returns the versions deleted (oldest first)
 * @throws Error when `keep` is not a positive integer or the app has no active version
 */
export async function prune(
  context: ReleaseContext,
  app: ReleaseApp,
  keep: number,
): Promise<string[]> {
  if (!Number.isInteger(keep) || keep < 1) throw new Error('--keep 须为正整数');
  let removed: string[] = [];
  await changeRelease(context, async (ledger) => {
    const state = stateOf(ledger, app);
    if (!state.active) throw new Error(`${app} 还没有启用版本，不清理`);
    const guarded = new Set(
      [state.active, state.previous, state.canary?.version].filter(Boolean) as string[],
    );
    const known = [...state.versions].sort((a, b) => b.releasedAt.localeCompare(a.releasedAt));
    const kept = new Set(known.slice(0, keep).map((v) => v.version));
    const onTarget = await context.target.listVersions(app);
    const unknown = onTarget.filter((v) => !known.some((k) => k.version === v)).sort();
    removed = [
      ...unknown,
      ...known
        .slice(keep)
        .map((v) => v.version)
        .reverse(),
    ].filter((v) => !guarded.has(v) && !kept.has(v));
    state.versions = state.versions.filter((v) => !removed.includes(v.version));
    return { app, action: 'prune', from: removed.join(',') || '（无）' };
  });
  for (const version of removed) await context.target.removeVersion(app, version);
  return removed;
}
