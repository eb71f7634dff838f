import os from 'node:os';
import {
  parseRegistry,
  registryWithOwnership,
  remoteVersionEntry,
  type Registry,
} from '@xingheng/shared/registry';
import { LOCAL_SITE_CONFIG } from '../deploy/defaultSiteConfig';
import type { DeployTarget } from '../deploy/deployTarget';
import {
  emptyLedger,
  parseLedger,
  type AppState,
  type HistoryEvent,
  type Ledger,
} from '../deploy/ledger';

/** Who and when, for the ledger's history. */
export interface ReleaseContext {
  target: DeployTarget;
  /** The release manager (`--by`, `RELEASE_USER`, else the OS user). */
  by: string;
  /** The clock (tests pass a fixed one). */
  now: () => Date;
}

/** The default actor: `RELEASE_USER`, else the OS user name. */
export function defaultActor(): string {
  return process.env.RELEASE_USER ?? os.userInfo().username;
}

/**
 * Reads the ledger of a target (an empty one when there is none yet).
 * @throws Error when the file exists but is malformed
 */
export async function readLedger(target: DeployTarget): Promise<Ledger> {
  const text = await target.readRoot('release-ledger.json');
  return text === undefined ? emptyLedger() : parseLedger(JSON.parse(text));
}

/** Most withdrawn versions a registry record lists (`RemoteRecordSchema.withdrawn`). */
export const REGISTRY_WITHDRAWN_MAX = 20;

/**
 * The withdrawn versions of an app that open tabs must leave: those marked `withdrawn` in the
 * ledger, except the active, previous and canary versions (a version put back by hand runs again),
 * newest withdrawal first, at most 20.
 */
export function withdrawnVersions(state: AppState): string[] {
  const running = new Set([state.active, state.previous, state.canary?.version]);
  return state.versions
    .filter((v) => v.withdrawn && !running.has(v.version))
    .sort((a, b) => (b.withdrawn?.at ?? '').localeCompare(a.withdrawn?.at ?? ''))
    .slice(0, REGISTRY_WITHDRAWN_MAX)
    .map((v) => v.version);
}

/**
 * The public registry for a ledger: each remote's active version, its previous version (the
 * shell's fallback), its canary and its withdrawn versions (`withdrawnVersions`), with the
 * prefixes of `ROUTE_OWNERSHIP` and the site config of the current registry (or the local default).
 * @returns `undefined` while some remote has no active version yet
 */
export function registryFor(ledger: Ledger, current: Registry | undefined): Registry | undefined {
  if ([...Object.entries(ledger.apps)].some(([app, s]) => app !== 'shell' && !s.active)) {
    return undefined;
  }
  return registryWithOwnership(current?.site ?? LOCAL_SITE_CONFIG, (name) => {
    const state = ledger.apps[name];
    const active = state.active ?? '';
    const withdrawn = withdrawnVersions(state);
    return {
      version: active,
      entry: remoteVersionEntry(name, active),
      ...(state.previous && state.previous !== active
        ? { previous: { version: state.previous, entry: remoteVersionEntry(name, state.previous) } }
        : {}),
      ...(state.canary
        ? {
            canary: {
              version: state.canary.version,
              entry: remoteVersionEntry(name, state.canary.version),
              percent: state.canary.percent,
            },
          }
        : {}),
      ...(withdrawn.length ? { withdrawn } : {}),
    };
  });
}

function parseRegistryText(text: string | undefined): Registry | undefined {
  if (text === undefined) return undefined;
  try {
    return parseRegistry(JSON.parse(text));
  } catch {
    return undefined;
  }
}

/** The registry's file content: stable key order, two-space JSON, final newline. */
export function registryText(registry: Registry): string {
  return `${JSON.stringify(registry, null, 2)}\n`;
}

/**
 * Changes the release state under the target's lock, so two promotions at once both land whole and
 * in order (docs/adr/0002-release-ledger.md "Derived files"): reads the ledger, lets `change` edit
 * a copy and return the history event, then writes the ledger, the derived registry and — when the
 * shell's active version changed — the page `index.html` (a copy of the version's page). Each file
 * is replaced whole; files whose content does not change are not rewritten. A shared target's
 * nodes are then told (`SharedTargetNodes.announceChange`), still under the lock.
 * @param context target, actor and clock
 * @param change edits the ledger in place; returns the event to record (without `at`/`by`), or
 *   throws an Error (Chinese) to refuse the change, leaving everything untouched
 * @returns the new ledger
 */
export async function changeRelease(
  context: ReleaseContext,
  change: (
    ledger: Ledger,
  ) => Omit<HistoryEvent, 'at' | 'by'> | Promise<Omit<HistoryEvent, 'at' | 'by'>>,
): Promise<Ledger> {
  const { target } = context;
  return target.withLock(async () => {
    const before = await readLedger(target);
    const ledger = structuredClone(before);
    const event = await change(ledger);
    ledger.history.push({ at: context.now().toISOString(), by: context.by, ...event });
    await target.writeRoot('release-ledger.json', `${JSON.stringify(ledger, null, 2)}\n`);
    await publishDerived(target, ledger);
    // The nodes of a shared target fetch the change now rather than at their next look.
    await target.nodes?.announceChange();
    return ledger;
  });
}

/**
 * Writes what visitors read from the ledger: the registry and the shell's page. Idempotent; also
 * repairs a target where a previous run stopped between the ledger and these files.
 * @throws Error when the active shell version has no `index.html`
 */
export async function publishDerived(target: DeployTarget, ledger: Ledger): Promise<void> {
  const currentText = await target.readRoot('mf-registry.json');
  const registry = registryFor(ledger, parseRegistryText(currentText));
  if (registry && registryText(registry) !== currentText) {
    await target.writeRoot('mf-registry.json', registryText(registry));
  }
  const shell = ledger.apps.shell.active;
  if (shell) {
    const page = await target.readVersionFile('shell', shell, 'index.html');
    if (page === undefined) throw new Error(`外壳版本 ${shell} 缺少 index.html`);
    if (page !== (await target.readRoot('index.html'))) await target.writeRoot('index.html', page);
  }
}
