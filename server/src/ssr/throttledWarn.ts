/** A warning sink that sums up repeats: `warn(kind, message)`, and `flush()` what is held back. */
export interface ThrottledWarn {
  (kind: string, message: string): void;
  /** Prints the held-back counts now (at close). */
  flush(): void;
}

/**
 * Wraps a warning sink so that a flood of the same failure (a full render queue: hundreds a
 * second) is one line, not hundreds of synchronous console writes on the event loop: the first
 * warning of a kind in a window is printed as it is, the others of that window are counted and
 * summed up in one line when the window ends (`…另有 N 次同类情况，最近一次：…`).
 * @param warn where lines go, e.g. `console.warn`
 * @param windowMs length of a window, ms (default 10 000)
 * @returns the throttled sink
 */
export function createThrottledWarn(
  warn: (message: string) => void,
  windowMs = 10_000,
): ThrottledWarn {
  const windows = new Map<string, { held: number; last: string; timer: NodeJS.Timeout }>();
  const close = (kind: string) => {
    const window = windows.get(kind);
    if (!window) return;
    windows.delete(kind);
    clearTimeout(window.timer);
    if (window.held > 0) {
      warn(`${window.held > 1 ? `另有 ${window.held} 次同类情况，最近一次：` : ''}${window.last}`);
    }
  };
  const throttled = ((kind: string, message: string) => {
    const window = windows.get(kind);
    if (window) {
      window.held += 1;
      window.last = message;
      return;
    }
    warn(message);
    const timer = setTimeout(() => close(kind), windowMs);
    // A held summary never keeps the process up (`?.`: jsdom's timers, in the unit tests, are numbers).
    timer.unref?.();
    windows.set(kind, { held: 0, last: message, timer });
  }) as ThrottledWarn;
  throttled.flush = () => {
    for (const kind of [...windows.keys()]) close(kind);
  };
  return throttled;
}
