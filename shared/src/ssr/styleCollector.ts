import { createContext } from 'react';

/**
 * One app's part of a server render's styles: called once after the render, it returns that
 * app's `<style>` elements as HTML (antd's CSS-in-JS output for the components it rendered).
 */
export type StyleExtractor = () => string;

/**
 * What a server render hands to every app's providers (docs/performance.md "Server rendering"):
 * antd is bundled per app, so each app's `AppProviders` collects its own antd styles and registers
 * how to extract them here. Lives in `@xingheng/shared`, the singleton, so the shell's renderer and
 * every remote see the same context object.
 */
export interface SsrStyleCollector {
  /** Registers one app's extractor; the renderer calls them all after the render. */
  register(extract: StyleExtractor): void;
}

/** Set only during a server render; `undefined` in the browser. */
export const SsrStyleContext = createContext<SsrStyleCollector | undefined>(undefined);

/**
 * A collector for one server render.
 * @returns the collector to provide with `SsrStyleContext` and `html()`, which runs every
 *   registered extractor once, in registration order, and joins their `<style>` elements
 */
export function createSsrStyleCollector(): SsrStyleCollector & { html(): string } {
  const extractors: StyleExtractor[] = [];
  return {
    register(extract) {
      if (!extractors.includes(extract)) extractors.push(extract);
    },
    html: () => extractors.map((extract) => extract()).join(''),
  };
}
