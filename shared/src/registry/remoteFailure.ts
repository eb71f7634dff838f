/**
 * A remote version that failed to load in a visitor's browser: the shell posts one report per
 * failed candidate to `POST /api/web/remote-failures`, the API stores it and the release scripts
 * read the reports to decide on a rollback (docs/api.md "Remote failure reports"). One list of
 * kinds for all three.
 */

/**
 * Why a candidate version failed:
 * - `manifest`: its `mf-manifest.json` is missing (404), unreadable or not a federation manifest;
 * - `entry`: its `remoteEntry.js` is missing, throws while running or does not initialise;
 * - `network`: the browser could not reach the server (offline, connection refused, timeout);
 * - `module`: the `./routes` module or one of its chunks failed or broke the contract;
 * - `page`: the version loaded, but a page of it threw while loading or rendering (the section's
 *   error page showed "该栏目暂时无法访问").
 */
export const REMOTE_FAILURE_KINDS = ['manifest', 'entry', 'network', 'module', 'page'] as const;

/** One of {@link REMOTE_FAILURE_KINDS}. */
export type RemoteFailureKind = (typeof REMOTE_FAILURE_KINDS)[number];

/** Longest `message` a report carries (the API cuts longer ones). */
export const REMOTE_FAILURE_MESSAGE_MAX = 500;

/** The body of `POST /api/web/remote-failures`. */
export interface RemoteFailureReport {
  /** Registry name, e.g. `mf-support`. */
  remote: string;
  /** The version that failed, e.g. `0.1.0-3f2a9c1-20261122T0301`. */
  version: string;
  kind: RemoteFailureKind;
  /** What the runtime said, without query strings, at most 500 characters. */
  message: string;
  /** The version that loaded after this one failed; absent when none did. */
  fellBackTo?: string;
}
