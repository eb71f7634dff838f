import { pageStates } from '@xingheng/shared/ui';
import './page.css';

/**
 * The support pages' loading, failure and empty states (`pageStates` of `@xingheng/shared/ui`,
 * SPEC §8): `LoadingState({ label, rows = 4 })`, a skeleton; `ErrorState({ title, message,
 * onRetry })`, a warning `Result` announced as an alert; `EmptyState({ description, action })`.
 */
export const { LoadingState, ErrorState, EmptyState } = pageStates({
  prefix: 'sup',
  loadingRows: 4,
  errorStatus: 'warning',
  alert: true,
  spacedRetry: false,
});
