import type { RemoteRoutesModule } from '@xingheng/shared';
import {
  versionCandidates,
  type RemoteFailureReport,
  type RemoteLoadReport,
  type RemoteRecord,
} from '@xingheng/shared/registry';
import { classifyLoadError } from './classifyLoadError';
import { loadRemoteVersion, RemoteLoadError } from './loadRemoteRoutes';
import { reportRemoteFailure } from './reportRemoteFailure';
import { recordRemoteLoad } from './loadReports';
import type { VisitorVersionContext } from './visitorVersions';

/** A remote's route group, the version it came from and that version's manifest URL. */
export interface LoadedRemote {
  module: RemoteRoutesModule;
  version: string;
  /**
   * Absolute URL of the version's `mf-manifest.json`, whose folder holds `route-chunks.json` (the
   * monolith of `npm run build:monolith` gives its own folder); absent: link prefetch imports the
   * page's module instead.
   */
  entry?: string;
}

/** What `loadRemoteWithFallback` needs besides the remote (the collaborators are injectable). */
export interface FallbackOptions extends VisitorVersionContext {
  /** The site origin that relative manifest URLs resolve on. */
  origin: string;
  /** Loads one version (default: register it with the federation runtime and load `./routes`). */
  loadVersion?: typeof loadRemoteVersion;
  /** Sends one failure report (default: `reportRemoteFailure`, fire-and-forget). */
  report?: (report: RemoteFailureReport) => void;
  /** Records one load report (default: `recordRemoteLoad`, the page's sampled batches). */
  recordLoad?: (report: RemoteLoadReport) => void;
  /** A monotonic clock in ms (default `performance.now`). */
  now?: () => number;
}

function asLoadError(error: unknown, remote: string, version: string): RemoteLoadError {
  if (error instanceof RemoteLoadError && error.version === version) return error;
  const message = error instanceof Error ? error.message : String(error);
  const kind = error instanceof RemoteLoadError ? error.kind : classifyLoadError(error);
  return new RemoteLoadError(remote, kind, message, version);
}

/**
 * The candidate versions of a remote for this visitor, in the order they are tried.
 * @param remote the registry record
 * @param options the visitor's bucket and pinned versions
 * @returns `versionCandidates` with the pin of the override cookie for this remote
 */
function candidatesFor(remote: RemoteRecord, options: VisitorVersionContext) {
  const pinned = options.overrides.get(remote.name);
  return versionCandidates(remote, { bucket: options.bucket, pinned });
}

/**
 * The manifest URL of the version of a remote this visitor loads first (the first of
 * `loadRemoteWithFallback`'s candidates), without loading anything: link prefetch reads that
 * version's page list.
 * @param remote the registry record
 * @param options the visitor's bucket and pinned versions, and the site origin
 * @returns the absolute `mf-manifest.json` URL, or `undefined` when the remote has no version
 */
export function locateVisitorVersion(
  remote: RemoteRecord,
  options: VisitorVersionContext & { origin: string },
): string | undefined {
  const first = candidatesFor(remote, options)[0];
  return first && new URL(first.entry, options.origin).href;
}

/**
 * Loads a remote's route group, trying its candidate versions in order until one loads
 * (docs/adr/0002-release-ledger.md): `versionCandidates(remote, { bucket, pinned })` — the canary
 * for a visitor in it, the active version, the previous one; a version pinned by the override
 * cookie alone, without fallback. Each failed candidate is reported once the outcome is known
 * (`fellBackTo` names the version that loaded); the reports are fire-and-forget. Every candidate
 * tried is also a load report (`loaded` with the time its `./routes` took, or `failed`): the
 * denominator of the canary watcher (docs/releasing.md "Automatic canary abort").
 * @param remote the registry record
 * @param options the visitor's bucket and pinned versions, the origin, and optional collaborators
 * @returns `{ module, version, entry }` of the first candidate that loaded
 * @throws RemoteLoadError of the last candidate when every candidate failed
 */
export async function loadRemoteWithFallback(
  remote: RemoteRecord,
  options: FallbackOptions,
): Promise<LoadedRemote> {
  const {
    loadVersion = loadRemoteVersion,
    report = reportRemoteFailure,
    recordLoad = recordRemoteLoad,
    now = () => performance.now(),
  } = options;
  const candidates = candidatesFor(remote, options);
  const failures: RemoteLoadError[] = [];
  let loaded: LoadedRemote | undefined;
  for (const candidate of candidates) {
    const started = now();
    try {
      const module = await loadVersion(remote, candidate, options.origin);
      recordLoad({
        remote: remote.name,
        version: candidate.version,
        outcome: 'loaded',
        durationMs: now() - started,
      });
      loaded = {
        module,
        version: candidate.version,
        entry: new URL(candidate.entry, options.origin).href,
      };
      break;
    } catch (error) {
      const failure = asLoadError(error, remote.name, candidate.version);
      failures.push(failure);
      recordLoad({ remote: remote.name, version: candidate.version, outcome: 'failed' });
      console.error(
        `[shell] 远程应用 ${remote.name}@${candidate.version} 加载失败（${failure.kind}）：${failure.message}`,
      );
    }
  }
  for (const failure of failures) {
    report({
      remote: remote.name,
      version: failure.version ?? '',
      kind: failure.kind,
      message: failure.message,
      ...(loaded ? { fellBackTo: loaded.version } : {}),
    });
  }
  if (loaded) return loaded;
  throw (
    failures.at(-1) ?? new RemoteLoadError(remote.name, 'manifest', `${remote.name} 没有可用的版本`)
  );
}
