import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { selectIsAuthenticated } from './authSlice';
import { useAppSelector } from './store';

/**
 * Auth guard (SPEC §2, §6): renders `children` for a logged-in user, otherwise sends the visitor to
 * `/login?redirect=<current path and query>`.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const authenticated = useAppSelector(selectIsAuthenticated);
  const location = useLocation();
  if (authenticated) return <>{children}</>;
  const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
  return <Navigate to={`/login?redirect=${redirect}`} replace />;
}
