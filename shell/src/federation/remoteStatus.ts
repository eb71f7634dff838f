import type { RemoteFailureKind } from '@xingheng/shared/registry';

/**
 * Load state of each remote in this page's lifetime, read by the shell's catch-all route to tell
 * "page not found" from "section unavailable".
 * - `loaded`: `version` is the candidate that loaded (canary, active or previous:
 *   docs/adr/0002-release-ledger.md);
 * - `failed`: every candidate failed; `kind` and `message` are those of the last one.
 */
export type RemoteLoadState =
  | { state: 'loading' }
  | { state: 'loaded'; version: string }
  | { state: 'failed'; kind: RemoteFailureKind; message: string };

export type { RemoteFailureKind };

declare global {
  interface Window {
    /**
     * Which version of each remote this page loaded, by registry name, e.g.
     * `{ 'mf-support': '0.1.0-3f2a9c1-20261122T0301' }`. Set when a remote's route group has
     * loaded; a remote never requested or whose every candidate failed has no key. Read by the
     * end-to-end tests and the release verification.
     */
    __XH_REMOTE_VERSIONS__?: Record<string, string>;
  }
}

const states = new Map<string, RemoteLoadState>();

/**
 * Records the state of a remote (by registry name). A `loaded` state is also published in
 * `window.__XH_REMOTE_VERSIONS__[name]` (in a browser).
 */
export function setRemoteState(name: string, state: RemoteLoadState): void {
  states.set(name, state);
  if (state.state === 'loaded' && typeof window !== 'undefined') {
    window.__XH_REMOTE_VERSIONS__ = { ...window.__XH_REMOTE_VERSIONS__, [name]: state.version };
  }
}

/** The state of a remote, `undefined` when it was never requested. */
export function getRemoteState(name: string): RemoteLoadState | undefined {
  return states.get(name);
}

/** Forgets every state and the published versions (tests). */
export function resetRemoteStates(): void {
  states.clear();
  if (typeof window !== 'undefined') delete window.__XH_REMOTE_VERSIONS__;
}
