import { useLayoutEffect } from 'react';
import { markHydrated } from '@xingheng/shared';

/**
 * Renders nothing; its layout effect runs when the shell's first commit is done, which for a
 * server-rendered page is the end of hydration, and sets the `xh-hydrated` performance mark
 * (`HYDRATED_MARK` of `@xingheng/shared`). A layout effect runs before every page's passive
 * effects (`useEffect`), so what a page starts loading from those (the chart library) comes after
 * the mark. A sibling of the router in the shell's root.
 */
export function HydratedMark(): null {
  useLayoutEffect(() => markHydrated(), []);
  return null;
}
