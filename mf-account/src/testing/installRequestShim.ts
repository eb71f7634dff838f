/**
 * Test-only: jsdom has no Fetch `Request`, which a react-router data router builds for every
 * navigation. Installs a minimal stand-in (url, method, signal, empty headers) when the environment
 * lacks one; a real `Request` is left alone.
 */
export function installRequestShim(): void {
  if (typeof globalThis.Request !== 'undefined') return;
  class MinimalRequest {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal | null;
    readonly headers = { get: (): string | null => null };
    constructor(input: string | URL, init?: { method?: string; signal?: AbortSignal | null }) {
      this.url = String(input);
      this.method = init?.method ?? 'GET';
      this.signal = init?.signal ?? null;
    }
  }
  Object.assign(globalThis, { Request: MinimalRequest });
}
