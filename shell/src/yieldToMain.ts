/**
 * Lets the browser handle input and paint before the caller goes on: the rest of the caller runs
 * in a new task (`scheduler.yield()` where the browser has it, else a zero-delay timeout). The
 * shell's start-up yields between its phases so that no single task blocks the main thread for
 * the whole start (docs/performance.md "Small pages": blocking time).
 * @returns resolves in a later task
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
