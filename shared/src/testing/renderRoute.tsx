import type { ComponentType, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import {
  userEvent,
  type Options as UserEventOptions,
  type UserEvent,
} from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { makeStore, type AppStore, type RootState } from '../store/store';
import { AppProviders } from '../ui/AppProviders';

/** Options of `renderRoute`. */
export interface RenderRouteOptions {
  /** The address to open, path and query (`/order/payoff?orderNo=1`); default the first route's path. */
  path?: string;
  /** State of a fresh real store (ignored when `store` is given). */
  preloadedState?: Partial<RootState>;
  /** A store made by the test (`makeStore(...)`), e.g. to dispatch before rendering. */
  store?: AppStore;
  /** Extra providers around the router (a feature's dependency context in a test). */
  wrapper?: ComponentType<{ children: ReactNode }>;
  /** Options of `userEvent.setup` (e.g. `advanceTimers` with fake timers). */
  userOptions?: UserEventOptions;
}

/** What `renderRoute` returns: Testing Library's result plus the router, the store and a user. */
export type RenderRouteResult = RenderResult & {
  router: ReturnType<typeof createMemoryRouter>;
  store: AppStore;
  user: UserEvent;
};

/** Shown while the first lazy page or loader runs (the shell's root layout plays this part). */
function Pending() {
  return null;
}

/** Any address the given routes do not match: a page whose heading is that address. */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return <h1>{`${pathname}${search}`}</h1>;
}

function firstPath(routes: readonly RouteObject[]): string {
  const path = routes.find((route) => route.path !== undefined)?.path;
  if (path === undefined || /[:*]/.test(path)) {
    throw new Error(`renderRoute: pass options.path, the first route's path is ${String(path)}`);
  }
  return path;
}

/**
 * Test helper (only tests import `@xingheng/shared/testing`): renders route objects — a remote's
 * `routes` from `defineRemoteRoutes`, or hand-written ones — in a memory data router with the real
 * store (`makeStore`, token cookie untouched) and the app's providers (antd theme, `zh_CN`), as the
 * shell mounts them. Loaders and lazy pages run as in the browser: wait with `findBy…`. Any
 * other address renders a page whose level-1 heading is that address (path and query), so a test
 * sees where a link led.
 * @param routes one route or several (absolute paths)
 * @param options `path` to open (default the first route's path), `preloadedState` or `store`,
 *   `wrapper`, `userOptions`
 * @returns the render result plus `router` (e.g. `router.state.location`), `store` and `user`
 *   (`userEvent.setup()`)
 * @throws Error when no `path` is given and the first route's path has parameters
 */
export function renderRoute(
  routes: RouteObject | RouteObject[],
  options: RenderRouteOptions = {},
): RenderRouteResult {
  const list = Array.isArray(routes) ? routes : [routes];
  const store = options.store ?? makeStore(options.preloadedState, { persistToken: false });
  const initialEntries = [options.path ?? firstPath(list)];
  // Under a pathless layout route, as under the shell's root route, with a hydrate fallback; a
  // catch-all last (the given routes win over it) shows where a link led.
  const router = createMemoryRouter(
    [{ HydrateFallback: Pending, children: [...list, { path: '*', Component: Elsewhere }] }],
    { initialEntries },
  );
  const user = userEvent.setup(options.userOptions);
  const Wrapper = options.wrapper;
  const tree = <RouterProvider router={router} />;
  const result = render(
    <Provider store={store}>
      <AppProviders>{Wrapper ? <Wrapper>{tree}</Wrapper> : tree}</AppProviders>
    </Provider>,
  );
  return { ...result, router, store, user };
}
