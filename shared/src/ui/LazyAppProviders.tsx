import { lazy, type ReactNode } from 'react';

const Loaded = lazy(() => import('./AppProviders').then((m) => ({ default: m.AppProviders })));

/**
 * `AppProviders` loaded with the first page that renders (a chunk of its own in each app), for a
 * remote's section `Providers`: the route group (`./routes`) then carries no antd, so the shell can
 * register the remote to prefetch a page without running antd (docs/performance.md "Link
 * prefetch"). It suspends until loaded: the shell renders section providers inside the section's
 * Suspense boundary, and a server render waits for it.
 * @param props.children the remote's routes
 */
export function LazyAppProviders({ children }: { children: ReactNode }) {
  return <Loaded>{children}</Loaded>;
}
