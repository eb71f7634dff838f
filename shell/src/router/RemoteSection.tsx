import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '../pages/PageLoading';

/**
 * The element of a remote's prefix route: the remote's own providers (antd theme and locale of its
 * antd copy) around its pages.
 */
export function RemoteSection({
  Providers,
}: {
  Providers: ComponentType<{ children: ReactNode }>;
}) {
  return (
    <Providers>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </Providers>
  );
}
