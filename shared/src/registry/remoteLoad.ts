/**
 * Load reports: what the shell tells the API about every remote version a sampled page tried, the
 * denominator of the failure rates the canary watcher compares (docs/api.md "Remote load
 * reports", docs/releasing.md "Automatic canary abort"). No personal data: a remote, a version, an
 * outcome and a duration.
 */

/**
 * What happened to one remote version on one page:
 * - `loaded`: its `./routes` module loaded (`durationMs` says how long that took);
 * - `failed`: it did not load (the shell fell back to the next candidate or showed the section's
 *   fallback);
 * - `page-error`: it loaded, but one of its pages threw while loading or rendering.
 */
export const REMOTE_LOAD_OUTCOMES = ['loaded', 'failed', 'page-error'] as const;

/** One of {@link REMOTE_LOAD_OUTCOMES}. */
export type RemoteLoadOutcome = (typeof REMOTE_LOAD_OUTCOMES)[number];

/** One entry of a load report batch. */
export interface RemoteLoadReport {
  /** Registry name, e.g. `mf-support`. */
  remote: string;
  /** The version tried, e.g. `0.1.0-3f2a9c1-20261122T0301`. */
  version: string;
  outcome: RemoteLoadOutcome;
  /**
   * Milliseconds from the start of the version's load to its `./routes` module being ready
   * (integer, 0–120 000); for `loaded` only.
   */
  durationMs?: number;
}

/** Most entries in one batch (the shell sends more as several batches). */
export const REMOTE_LOAD_BATCH_MAX = 20;

/** Longest duration a report carries, in ms: slower loads are reported as this. */
export const REMOTE_LOAD_DURATION_MAX_MS = 120_000;

/** The body of `POST /api/web/remote-loads`. */
export interface RemoteLoadBatch {
  /** 1–20 entries. */
  loads: RemoteLoadReport[];
}

/** Share of page views that send load reports when the site config does not say (all of them). */
export const DEFAULT_LOAD_REPORT_RATE = 1;
