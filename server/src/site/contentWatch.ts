/** Least time between two reads of the content version by one node, ms (`watchContentVersion`). */
export const CONTENT_CHECK_MS = 250;

/**
 * Follows the database's content version (`contentVersion` of @xingheng/api: it grows when any
 * node or operator command writes a table the public pages show) and calls `onChange` when it
 * moved, so every node's page cache drops its pages within about `everyMs` of the write
 * (docs/performance.md "Page cache"). The read runs in the background: a page answer never waits
 * for it, and a read that fails (the database gone) changes nothing — cached pages are served on.
 * @param read reads the current version
 * @param onChange called after a read that differs from the previous one (not after the first)
 * @param everyMs least time between two reads, ms
 * @param now the clock, ms
 * @returns `poke()`: call it on every page request; it starts a read when one is due
 */
export function watchContentVersion(
  read: () => Promise<number>,
  onChange: () => void,
  everyMs = CONTENT_CHECK_MS,
  now: () => number = Date.now,
): () => void {
  let seen: number | undefined;
  let checked = Number.NEGATIVE_INFINITY;
  let reading = false;
  return function poke(): void {
    const time = now();
    if (reading || time - checked < everyMs) return;
    checked = time;
    reading = true;
    read()
      .then((version) => {
        if (seen !== undefined && version !== seen) onChange();
        seen = version;
      })
      .catch(() => undefined)
      .finally(() => {
        reading = false;
      });
  };
}
