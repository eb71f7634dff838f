/**
 * A code chunk that fails to load reloads the page (SPEC §8) — once: a second failure of the same
 * path within the guard window shows the fallback instead, so the page never reload-loops.
 */
const GUARD_KEY = 'xh:chunk-reload';
const GUARD_WINDOW_MS = 30_000;

/** True for webpack/federation errors that mean "a script chunk could not be fetched". */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [^ ]+ failed|Failed to fetch dynamically imported module|Importing a module script failed/i.test(
      error.message,
    )
  );
}

/**
 * Reloads the page unless this path already reloaded for a chunk error in the last 30 s.
 * @param storage session storage (injectable for tests)
 * @param location the page location (injectable for tests)
 * @param now epoch ms
 * @returns true when a reload was started, false when the guard stopped it
 */
export function reloadOnce(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  location: Pick<Location, 'pathname' | 'reload'>,
  now: number = Date.now(),
): boolean {
  let last: { path?: unknown; at?: unknown } | undefined;
  try {
    const raw = storage.getItem(GUARD_KEY);
    last = raw ? (JSON.parse(raw) as { path?: unknown; at?: unknown }) : undefined;
  } catch {
    last = undefined; // storage disabled or a corrupt value: treat as "no reload recorded"
  }
  if (
    last &&
    last.path === location.pathname &&
    typeof last.at === 'number' &&
    now - last.at < GUARD_WINDOW_MS
  ) {
    return false;
  }
  try {
    storage.setItem(GUARD_KEY, JSON.stringify({ path: location.pathname, at: now }));
  } catch {
    // Without storage the guard cannot be recorded: do not risk a reload loop.
    return false;
  }
  location.reload();
  return true;
}
