import { useLoaderData, useRevalidator } from '@xingheng/shared/router';
import type { CoverageRegions } from '@xingheng/shared';
import { useAsyncData } from '@xingheng/shared/ui';
import { failureMessage } from '../../lib/failureMessage';
import { fetchCoverageRegions } from './api';
import type { CoverageRegionsData } from './coverageRegionsLoader';

/** Where a coverage page's regions stand. */
export type CoverageRegionsState =
  | { status: 'loading' }
  | { status: 'ready'; data: CoverageRegions }
  /** The Chinese message of the failure. */
  | { status: 'error'; message: string };

/**
 * The coverage regions of a page whose route has `coverageRegionsLoader`: the loader's data, or,
 * when the loader left them to the browser (`kind: 'browser'`, another coverage host), a fetch
 * after hydration. Retry runs the loader again (`revalidate`), or the browser's fetch.
 * @returns `[state, retry]`; `state` is `loading` while a retry or the browser's fetch is under way
 */
export function useCoverageRegions(): [CoverageRegionsState, () => void] {
  const data = useLoaderData<CoverageRegionsData>();
  const revalidator = useRevalidator();
  const inBrowser = data.kind === 'browser';
  const [fetched, refetch] = useAsyncData(inBrowser ? fetchCoverageRegions : null);
  if (inBrowser) {
    switch (fetched.status) {
      case 'ready':
        return [fetched, refetch];
      case 'error':
        return [{ status: 'error', message: failureMessage(fetched.error) }, refetch];
      default:
        return [{ status: 'loading' }, refetch];
    }
  }
  const retry = () => void revalidator.revalidate();
  if (revalidator.state === 'loading') return [{ status: 'loading' }, retry];
  return data.kind === 'ready'
    ? [{ status: 'ready', data: data.regions }, retry]
    : [{ status: 'error', message: data.error }, retry];
}
