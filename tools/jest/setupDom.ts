// jsdom shims that antd 6 and React Router 7 need under jest (docs/stack.md "jsdom shims").
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// A test of server-side code declares `@jest-environment node`: no window, nothing to shim.
const inDom = typeof window !== 'undefined';

if (inDom && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  });
}

// antd 6 Form schedules work through MessageChannel; worker_threads' one keeps jest alive.
class TimeoutMessageChannel {
  port1: { onmessage: ((ev: { data: unknown }) => void) | null; postMessage: (d: unknown) => void };
  port2: { onmessage: ((ev: { data: unknown }) => void) | null; postMessage: (d: unknown) => void };
  constructor() {
    this.port1 = { onmessage: null, postMessage: (d) => this.deliver(this.port2, d) };
    this.port2 = { onmessage: null, postMessage: (d) => this.deliver(this.port1, d) };
  }
  private deliver(port: { onmessage: ((ev: { data: unknown }) => void) | null }, data: unknown) {
    setTimeout(() => port.onmessage?.({ data }), 0);
  }
}
Object.assign(globalThis, { MessageChannel: TimeoutMessageChannel });

// antd's Table scrollbar probe calls getComputedStyle with a pseudo-element jsdom rejects.
if (inDom) {
  const originalGetComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (elt: Element) => originalGetComputedStyle(elt);
}

// antd's horizontal Menu and Drawer observe their size; jsdom has no ResizeObserver.
class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (typeof globalThis.ResizeObserver === 'undefined') {
  Object.assign(globalThis, { ResizeObserver: NoopResizeObserver });
}

// The first render of a lazy page imports antd and the page module cold; on a loaded 2-core CI
// machine that took over Testing Library's default 1 s for `findBy*` (docs/stack.md "jsdom shims").
configure({ asyncUtilTimeout: 5000 });
