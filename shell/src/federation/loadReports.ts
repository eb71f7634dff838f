import { getSiteConfig } from '@xingheng/shared';
import {
  DEFAULT_LOAD_REPORT_RATE,
  REMOTE_LOAD_BATCH_MAX,
  REMOTE_LOAD_DURATION_MAX_MS,
  type RemoteLoadReport,
} from '@xingheng/shared/registry';
import { browserTransport, postReport, type ReportTransport } from './reportRemoteFailure';

/** Path of the load report endpoint under the runtime config's `apiBase` (docs/api.md). */
export const REMOTE_LOADS_PATH = '/web/remote-loads';

/** How long the reporter waits for more entries before sending a batch, ms. */
export const LOAD_REPORT_DELAY_MS = 2_000;

/** Collects a page's load reports and sends them in batches. */
export interface LoadReporter {
  /** Whether this page view was drawn to report (`loadReportRate`). */
  readonly sampled: boolean;
  /**
   * Queues one entry (dropped when the page was not sampled); the batch leaves
   * `LOAD_REPORT_DELAY_MS` after the latest entry, or when the page is hidden.
   */
  record(report: RemoteLoadReport): void;
  /** Sends what is queued now (in batches of at most 20). */
  flush(): void;
}

/** What `createLoadReporter` needs; all injectable for tests. */
export interface LoadReporterOptions {
  /** Share of page views that report, 0–1. */
  rate: number;
  /** Random source in [0, 1) for the sampling draw (default `Math.random`). */
  random?: () => number;
  /** How a batch leaves (default `postReport` to `/web/remote-loads` with the browser's transport). */
  send?: (batch: { loads: RemoteLoadReport[] }) => void;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/**
 * A page's load reporter (docs/api.md "Remote load reports"): draws once whether this page view
 * reports (`random() < rate`), then batches entries (durations rounded to whole ms and capped at
 * 120 000) and sends them fire-and-forget.
 * @param options the sampling rate and the injectable collaborators
 * @returns the reporter
 */
export function createLoadReporter(options: LoadReporterOptions): LoadReporter {
  const {
    random = Math.random,
    send = (batch) => postReport(REMOTE_LOADS_PATH, batch),
    setTimer = (callback, ms) => setTimeout(callback, ms),
    clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  } = options;
  const sampled = options.rate > 0 && random() < options.rate;
  const queue: RemoteLoadReport[] = [];
  let timer: unknown;
  const flush = () => {
    if (timer !== undefined) clearTimer(timer);
    timer = undefined;
    while (queue.length) send({ loads: queue.splice(0, REMOTE_LOAD_BATCH_MAX) });
  };
  return {
    sampled,
    record(report) {
      if (!sampled) return;
      const { durationMs } = report;
      queue.push(
        durationMs === undefined
          ? report
          : {
              ...report,
              durationMs: Math.min(
                Math.max(0, Math.round(durationMs)),
                REMOTE_LOAD_DURATION_MAX_MS,
              ),
            },
      );
      if (timer !== undefined) clearTimer(timer);
      timer = setTimer(flush, LOAD_REPORT_DELAY_MS);
    },
    flush,
  };
}

let pageReporter: LoadReporter | undefined;

/**
 * The page's reporter, created on first use with the site config's `loadReportRate` (default 1)
 * and the browser's transport; it also sends what is queued when the page is hidden or left.
 * @param transport the browser's by default (tests pass a fake one)
 */
export function pageLoadReporter(
  transport: ReportTransport | undefined = browserTransport(),
): LoadReporter {
  if (pageReporter) return pageReporter;
  const reporter = createLoadReporter({
    rate: getSiteConfig().loadReportRate ?? DEFAULT_LOAD_REPORT_RATE,
    send: (batch) => postReport(REMOTE_LOADS_PATH, batch, transport),
  });
  if (typeof window !== 'undefined' && reporter.sampled) {
    window.addEventListener('pagehide', () => reporter.flush());
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') reporter.flush();
    });
  }
  pageReporter = reporter;
  return reporter;
}

/** Forgets the page's reporter (tests). */
export function resetPageLoadReporter(): void {
  pageReporter = undefined;
}

/**
 * Records one entry with the page's reporter (`pageLoadReporter`).
 * @param report `{ remote, version, outcome, durationMs? }`
 */
export function recordRemoteLoad(report: RemoteLoadReport): void {
  pageLoadReporter().record(report);
}
