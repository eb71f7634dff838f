/**
 * Browser APIs jsdom lacks: ResizeObserver (antd's horizontal Menu and Drawer) and the `Request`
 * that react-router's data router builds for every navigation (only its url, method and signal are
 * read when no loader runs). Imported by the layout tests; belongs in scripts/jest/setupDom.ts.
 */
class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

if (typeof globalThis.ResizeObserver === 'undefined') {
  Object.assign(globalThis, { ResizeObserver: NoopResizeObserver });
}

class MinimalRequest {
  readonly url: string;
  readonly method: string;
  readonly signal: AbortSignal;
  constructor(input: string | URL, init: { method?: string; signal?: AbortSignal } = {}) {
    this.url = String(input);
    this.method = init.method ?? 'GET';
    this.signal = init.signal ?? new AbortController().signal;
  }
}

if (typeof globalThis.Request === 'undefined') {
  Object.assign(globalThis, { Request: MinimalRequest });
}

export {};
