import type { AppState, HistoryEvent, ReleaseApp } from '../deploy/ledger';

/**
 * Where a `rollback` without `--to` goes (docs/releasing.md "rollback"): back through the app's
 * history of activations, never onto the active version, a withdrawn one, one that was rolled back
 * from (unless it was activated again since) or one no longer in the ledger (pruned). Walking the
 * history instead of swapping active and previous is what keeps a second rollback from bringing
 * back the version the first one left.
 */

/**
 * The versions a rollback may go to, best first: the versions the app was active at, most recent
 * activation first, without the active version, withdrawn versions, versions rolled back from
 * since their last activation and versions the ledger no longer lists.
 * @param state the app's state in the ledger
 * @param history the ledger's history (every app; oldest first)
 * @param app the app
 * @returns distinct versions; empty when there is nothing to go back to
 */
export function rollbackCandidates(
  state: AppState,
  history: readonly HistoryEvent[],
  app: ReleaseApp,
): string[] {
  const activations: string[] = [];
  const rolledBackFrom = new Set<string>();
  for (const event of history) {
    if (event.app !== app || !event.to) continue;
    if (event.action !== 'promote' && event.action !== 'rollback') continue;
    // `rollback --to <active>` during a canary ends the canary and leaves the active version.
    if (event.action === 'rollback' && event.from && event.from !== event.to) {
      rolledBackFrom.add(event.from);
    }
    rolledBackFrom.delete(event.to);
    activations.push(event.to);
  }
  const usable = (version: string) => {
    const record = state.versions.find((v) => v.version === version);
    return (
      record !== undefined &&
      !record.withdrawn &&
      version !== state.active &&
      !rolledBackFrom.has(version)
    );
  };
  return [...new Set(activations.reverse())].filter(usable);
}
