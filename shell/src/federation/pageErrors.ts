import type { RemoteFailureReport, RemoteLoadReport } from '@xingheng/shared/registry';
import { recordRemoteLoad } from './loadReports';
import { getRemoteState } from './remoteStatus';
import { reportRemoteFailure } from './reportRemoteFailure';

/** Remote versions whose page error this page already reported. */
const reported = new Set<string>();

/** Where a page error is reported (injectable for tests). */
export interface PageErrorSinks {
  recordLoad?: (report: RemoteLoadReport) => void;
  report?: (report: RemoteFailureReport) => void;
}

/**
 * Reports that a page of a loaded remote threw while loading or rendering (the section's error
 * page showed), once per remote version and page: a `page-error` load report (the canary watcher
 * counts the visitor as failing, docs/releasing.md "Automatic canary abort") and a failure report
 * of kind `page` with the error's message (docs/api.md "Remote failure reports").
 * @param remoteName the registry name of the section's remote, e.g. `mf-support`
 * @param error what the route threw
 * @param sinks the page's reporters by default
 * @returns whether reports were sent (false when the remote has no loaded version in this page, or
 *   this version was already reported)
 */
export function reportPageError(
  remoteName: string,
  error: unknown,
  sinks: PageErrorSinks = {},
): boolean {
  const { recordLoad = recordRemoteLoad, report = reportRemoteFailure } = sinks;
  const state = getRemoteState(remoteName);
  if (state?.state !== 'loaded') return false;
  const key = `${remoteName}@${state.version}`;
  if (reported.has(key)) return false;
  reported.add(key);
  recordLoad({ remote: remoteName, version: state.version, outcome: 'page-error' });
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  report({
    remote: remoteName,
    version: state.version,
    kind: 'page',
    message: message || '页面出错',
  });
  return true;
}

/** Forgets which versions were reported (tests). */
export function resetPageErrorReports(): void {
  reported.clear();
}
