import { createContext } from 'react';

/**
 * Where a server render must send the visitor instead of answering with a page: a component that
 * would navigate on its first render (`RequireAuth` for a visitor without a token) writes the
 * target here, and the renderer answers `302` with it (docs/performance.md "Server rendering").
 * Lives in `@xingheng/shared`, the singleton, so the shell's renderer and every remote share it.
 */
export interface SsrRedirect {
  /** The first target written wins: a path and query on this site, e.g. `/login?redirect=%2Forder`. */
  to?: string;
}

/** Set only during a server render; `undefined` in the browser. */
export const SsrRedirectContext = createContext<SsrRedirect | undefined>(undefined);
