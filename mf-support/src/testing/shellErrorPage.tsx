import { isRouteErrorResponse, useRouteError, type RouteObject } from 'react-router';

/**
 * Test stand-in for the shell's section error boundary (SPEC §2 "Error pages", §8): a thrown
 * 404 response shows the 404 page, anything else the error page with its status.
 */
export function ShellErrorPage() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return status === 404 ? (
    <>
      <h1>404</h1>
      <p>抱歉，您访问的页面不存在。</p>
    </>
  ) : (
    <h1>{status}</h1>
  );
}

/**
 * Puts routes under a pathless layout route with `ShellErrorPage`, as the shell mounts a
 * remote's route group.
 * @param routes e.g. `routes` of `exposes/routes.tsx`, filtered to one page
 * @returns one layout route holding them
 */
export function underShell(routes: RouteObject[]): RouteObject[] {
  return [{ ErrorBoundary: ShellErrorPage, children: routes }];
}
