import { isRouteErrorResponse, useRouteError } from '@xingheng/shared/router';
import { NotFoundPage } from '../pages/NotFoundPage';
import { ServerErrorPage } from '../pages/ServerErrorPage';

/** Error element of the root route: the shell itself failed, so a bare error page (SPEC §2, §8). */
export function RootErrorPage() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return status === 404 ? <NotFoundPage /> : <ServerErrorPage status={status} />;
}
