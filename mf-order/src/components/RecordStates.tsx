import type { ReactNode } from 'react';
import type { AsyncData } from '@xingheng/shared/ui';
import { failureMessage, isNotFound } from '../lib/failureMessage';
import { ErrorState, LoadingState } from './PageStates';

/** Props of {@link RecordStates}. */
export interface RecordStatesProps<T> {
  /** The load of the page's record (`useAsyncData`). */
  state: AsyncData<T>;
  /** Loads it again (重试 of a failed load). */
  retry: () => void;
  /** What a record that does not exist shows: no id to load (`idle`), or the API's 404. */
  notFound: ReactNode;
  /** The skeleton's label while loading. */
  loadingLabel: string;
  /** The title of a failed load, which shows the failure's message and 重试. */
  failedTitle: string;
  /** The page body for the loaded record. */
  children: (data: T) => ReactNode;
}

/**
 * The body of an order page that shows one record loaded by id (a product, a trial): loading,
 * not found, failed with 重试, or the record. Never throws: a failure is shown.
 */
export function RecordStates<T>({
  state,
  retry,
  notFound,
  loadingLabel,
  failedTitle,
  children,
}: RecordStatesProps<T>) {
  switch (state.status) {
    case 'idle':
      return notFound;
    case 'loading':
      return <LoadingState label={loadingLabel} />;
    case 'error':
      return isNotFound(state.error) ? (
        notFound
      ) : (
        <ErrorState title={failedTitle} message={failureMessage(state.error)} onRetry={retry} />
      );
    case 'ready':
      return children(state.data);
  }
}
