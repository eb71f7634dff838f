/**
 * Load state of each remote in this page's lifetime, read by the shell's catch-all route to tell
 * "page not found" from "section unavailable".
 */
export type RemoteLoadState =
  | { state: 'loading' }
  | { state: 'loaded' }
  | { state: 'failed'; kind: RemoteFailureKind; message: string };

/** Why a remote failed: its manifest/entry could not be fetched, or its module threw or was malformed. */
export type RemoteFailureKind = 'entry' | 'module';

const states = new Map<string, RemoteLoadState>();

/** Records the state of a remote (by registry name). */
export function setRemoteState(name: string, state: RemoteLoadState): void {
  states.set(name, state);
}

/** The state of a remote, `undefined` when it was never requested. */
export function getRemoteState(name: string): RemoteLoadState | undefined {
  return states.get(name);
}

/** Forgets every state (tests). */
export function resetRemoteStates(): void {
  states.clear();
}
