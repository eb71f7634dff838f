import type { ReactElement } from 'react';
import type { RootState } from '@xingheng/shared';
import { renderRoute } from '@xingheng/shared/testing';

/**
 * Renders a piece of the shell's layout (`element`) at `path` and keeps it on screen at every path
 * it navigates to, with the real store and the app's providers (`renderRoute`), so a test can click
 * a link and read `router.state.location`.
 * @param element e.g. `<SiteHeader menu={menuFixture} />`
 * @param options.path the address to open (default `/`); `options.preloadedState` the store's
 * @returns `renderRoute`'s result: Testing Library's plus `router`, `store` and `user`
 */
export function renderWithShell(
  element: ReactElement,
  { path = '/', preloadedState }: { path?: string; preloadedState?: Partial<RootState> } = {},
) {
  return renderRoute({ path: '*', element }, { path, preloadedState });
}
