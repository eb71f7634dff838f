import type { RemoteFailureKind } from '@xingheng/shared/registry';

/** A fetch that never got an answer, as Chromium, Firefox and Safari word it. */
const NETWORK = /Failed to fetch|NetworkError when attempting|Load failed|ERR_[A-Z_]+|timed out/i;

/**
 * Sorts an error of the federation runtime (`@module-federation/enhanced` 2.9.2 error codes) into
 * the failure kinds of `REMOTE_FAILURE_KINDS` (docs/releasing.md "Reading `status`"):
 * - offline, or a fetch/script that got no answer (timeouts included) → `network`;
 * - RUNTIME-003 (manifest fetch or JSON parse failed: a 404 page), RUNTIME-013 (not a federation
 *   manifest: a JSON 404 body), RUNTIME-007/011 (no usable snapshot or entry URL) → `manifest`;
 * - RUNTIME-008 / ScriptNetworkError (remoteEntry.js missing), ScriptExecutionError (it threw),
 *   RUNTIME-001/002/015 (no container, no `init`, `init` failed) → `entry`;
 * - anything else: RUNTIME-014 (no `./routes` exposed), a chunk that failed, the module throwing
 *   while it loads → `module`.
 * @param error what `loadRemote` rejected with
 * @param online `navigator.onLine` (injectable for tests)
 */
export function classifyLoadError(
  error: unknown,
  online: boolean = typeof navigator === 'undefined' || navigator.onLine,
): RemoteFailureKind {
  if (!online) return 'network';
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const code = /RUNTIME-(\d{3})/.exec(message)?.[1];
  const scriptError = /ScriptNetworkError|ScriptExecutionError/.test(message);
  if (code === '003' || code === '008' || scriptError) {
    if (NETWORK.test(message)) return 'network';
  }
  if (code === '003' || code === '007' || code === '011' || code === '013') return 'manifest';
  if (['001', '002', '008', '015'].includes(code ?? '') || scriptError) return 'entry';
  if (!code && error instanceof TypeError && NETWORK.test(message)) return 'network';
  return 'module';
}
