import { useEffect, useState } from 'react';
import { isFirstRenderDone } from '@xingheng/shared';

/**
 * False on the server and during the hydration of a server-rendered page (so the hydrated markup
 * matches the server's), true right after: the component's first effect re-renders it with
 * `true`. Components mounted once the page's content has rendered (`markFirstRenderDone`, called by
 * the shell when a remote's section first commits: client-side navigations) get `true` at once.
 * @returns whether this render may use what only a hydrated browser page has (typed input, DOM)
 */
export function useIsClient(): boolean {
  const [isClient, setIsClient] = useState(
    () => typeof window !== 'undefined' && isFirstRenderDone(),
  );
  useEffect(() => setIsClient(true), []);
  return isClient;
}
