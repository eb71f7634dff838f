import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Outlet } from '@xingheng/shared/router';
import { PageLoading } from '../pages/PageLoading';

/**
 * The element of a remote's prefix route: the remote's own providers (antd theme and locale of its
 * antd copy) around its pages, in a Suspense boundary showing the loading state.
 */
export function RemoteSection({
  Providers,
}: {
  Providers: ComponentType<{ children: ReactNode }>;
}) {
  // The providers are inside the boundary: React hydrates a Suspense boundary after the rest of
  // the page, and the providers' state (fields enabled once hydrated) must change with its content.
  return (
    <Suspense fallback={<PageLoading />}>
      <Providers>
        <Outlet />
      </Providers>
    </Suspense>
  );
}
