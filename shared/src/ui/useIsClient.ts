import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * True once rendering in a browser, false on the server and during hydration (so the hydrated
 * markup matches the server's); React re-renders with `true` right after hydration.
 * Client-side navigations get `true` on the first render.
 * @returns whether a DOM is available to this render
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => typeof window !== 'undefined',
    () => false,
  );
}
