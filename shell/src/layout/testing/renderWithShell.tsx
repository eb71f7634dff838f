import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { render } from '@testing-library/react';
import { makeStore, type RootState } from '@xingheng/shared';

/**
 * Renders `element` at `path` inside a real store and a memory data router (layout tests).
 * Every other path renders a page whose heading is the path, so tests can see where they landed.
 * @returns the Testing Library result plus the store and the router
 */
export function renderWithShell(
  element: ReactElement,
  { path = '/', preloadedState }: { path?: string; preloadedState?: Partial<RootState> } = {},
) {
  const store = makeStore(preloadedState, { persistToken: false });
  const routes: RouteObject[] = [
    { path: '/', element },
    { path: '*', element },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...result, store, router };
}
