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

/**
 * Resolves once the browser has painted what it has (the server-rendered page): in a task after
 * the next frame's `requestAnimationFrame` callback, which runs just before that frame paints. A
 * tab that paints nothing (hidden, or an environment without frames) resolves after `timeoutMs`.
 * The shell starts hydrating after it, so the first paint never waits for the start-up's scripts
 * (docs/performance.md "Simulated LCP").
 * @param timeoutMs the longest wait for a frame, ms
 * @returns resolves in a later task, after a paint or the timeout
 */
export function afterNextPaint(timeoutMs = 100): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    if (typeof requestAnimationFrame !== 'function') return;
    requestAnimationFrame(() => {
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0);
    });
  });
}
