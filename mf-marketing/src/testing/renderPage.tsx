import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Provider } from 'react-redux';
import {
  createMemoryRouter,
  isRouteErrorResponse,
  RouterProvider,
  useRouteError,
  type LoaderFunction,
} from 'react-router';
import { makeStore } from '@xingheng/shared';
import { AppProviders } from '@xingheng/shared/ui';

/** Test route error element: prints `状态 {status}：{data}` for a route response, else 其他错误. */
function RouteError() {
  const error = useRouteError();
  return (
    <p>
      {isRouteErrorResponse(error) ? `状态 ${error.status}：${String(error.data)}` : '其他错误'}
    </p>
  );
}

/**
 * Test helper: renders one page in a memory router with the real store and antd providers. A
 * response the loader throws shows as `状态 404：…` (see `RouteError`).
 * @param path the route pattern, e.g. `/productSolution/services/details/:id?`
 * @param Component the page
 * @param url the initial entry, e.g. `/productSolution?tab=2`
 * @param loader the route loader (a fixture answer), if the page reads one
 * @returns the router, to inspect `router.state.location` or `router.navigate(-1)`
 */
export function renderPage(
  path: string,
  Component: ComponentType,
  url: string,
  loader?: LoaderFunction,
) {
  const router = createMemoryRouter(
    [
      {
        path,
        Component,
        ErrorBoundary: RouteError,
        HydrateFallback: () => null,
        ...(loader ? { loader } : {}),
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <Provider store={makeStore(undefined, { persistToken: false })}>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </Provider>,
  );
  return router;
}
