import { pageStates } from '@xingheng/shared/ui';

/**
 * The order pages' loading and failure states (`pageStates` of `@xingheng/shared/ui`, SPEC §8):
 * `LoadingState({ label, rows = 6 })`, a skeleton; `ErrorState({ title, message, onRetry,
 * status = 'error', extra })`, an antd `Result` with 重试 and `extra` in a row.
 */
export const { LoadingState, ErrorState } = pageStates({
  prefix: 'ord',
  loadingRows: 6,
  errorStatus: 'error',
  actionsClassName: 'ord-actions',
  alert: false,
  spacedRetry: true,
});
