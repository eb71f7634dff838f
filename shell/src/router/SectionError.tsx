import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from '@xingheng/shared/router';
import { NotFoundPage } from '../pages/NotFoundPage';
import { ServerErrorPage } from '../pages/ServerErrorPage';
import { SectionFallback } from '../pages/SectionFallback';
import { markNavigationFailed } from '../layout/NavigationProgress';
import { isChunkLoadError, reloadOnce } from './chunkReload';
import { reportPageError } from '../federation/pageErrors';

/**
 * Error element of a remote's prefix route (docs/architecture.md "How a page reaches the browser"): only this
 * section shows an error while header, footer and other sections keep working.
 * - a route response 404 (unknown id, SPEC §8) → the 404 page; another status → the error page
 *   with that status (SPEC §8, default 500);
 * - a chunk that failed to load → one page reload (SPEC §8), then the fallback;
 * - anything the remote threw → "该栏目暂时无法访问" with 重试 and 返回首页.
 * A chunk error or a throw is reported (`reportPageError`) against the remote's loaded version.
 */
export function SectionError({ remoteName }: { remoteName: string }) {
  const error = useRouteError();
  const chunkError = isChunkLoadError(error);
  const routeResponse = isRouteErrorResponse(error);
  useEffect(() => {
    markNavigationFailed();
    if (!routeResponse) reportPageError(remoteName, error);
    if (chunkError) reloadOnce(window.sessionStorage, window.location);
    else if (!routeResponse) console.error(`[shell] ${remoteName} 渲染出错`, error);
  }, [chunkError, routeResponse, error, remoteName]);
  if (isRouteErrorResponse(error)) {
    return error.status === 404 ? <NotFoundPage /> : <ServerErrorPage status={error.status} />;
  }
  return <SectionFallback remoteName={remoteName} onRetry={() => window.location.reload()} />;
}
