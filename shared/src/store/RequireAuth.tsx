import { use, type ReactNode } from 'react';
import { Navigate, useLocation } from '@xingheng/shared/router';
import { loginPath } from '../config/links';
import { SsrRedirectContext } from '../ssr/redirect';
import { selectIsAuthenticated } from './authSlice';
import { useAppSelector } from './store';

/**
 * Auth guard (SPEC §2, §6): renders `children` for a logged-in user, otherwise sends the visitor to
 * `/login?redirect=<current path and query>`. In a server render (`SsrRedirectContext` provided)
 * it renders nothing and hands the target to the renderer, which answers `302` (a `<Navigate>`
 * cannot navigate during a server render).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const authenticated = useAppSelector(selectIsAuthenticated);
  const location = useLocation();
  const serverRedirect = use(SsrRedirectContext);
  if (authenticated) return <>{children}</>;
  const target = loginPath(`${location.pathname}${location.search}`);
  if (serverRedirect) {
    serverRedirect.to ??= target;
    return null;
  }
  return <Navigate to={target} replace />;
}
