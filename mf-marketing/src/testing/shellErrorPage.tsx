import { isRouteErrorResponse, useRouteError, type RouteObject } from 'react-router';

/** Stands in for the shell's error pages: `状态 {status}：{data}` for a thrown route response. */
function ShellErrorStandIn() {
  const error = useRouteError();
  return (
    <p>
      {isRouteErrorResponse(error) ? `状态 ${error.status}：${String(error.data)}` : '其他错误'}
    </p>
  );
}

/**
 * Test helper (not a render helper: pass the result to `renderRoute`): puts route objects under a
 * pathless parent whose error boundary stands in for the shell's 404/500 pages (the shell mounts a
 * remote's routes under its own error element, SPEC §2 error pages), so a loader's
 * `data('产品不存在', { status: 404 })` shows as `状态 404：产品不存在`.
 * @param routes a remote's `routes`, or hand-written route objects
 * @returns one pathless route with `routes` as its children
 */
export function underShellErrorPage(routes: RouteObject[]): RouteObject[] {
  return [{ ErrorBoundary: ShellErrorStandIn, children: routes }];
}
