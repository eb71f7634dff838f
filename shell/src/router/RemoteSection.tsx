import { Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { markFirstRenderDone } from '@xingheng/shared';
import { PageLoading } from '../pages/PageLoading';

/** Marks the page's content as rendered once the section's first commit is done (`useIsClient`). */
function FirstRenderMark() {
  useEffect(() => markFirstRenderDone(), []);
  return null;
}

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
        <FirstRenderMark />
      </Providers>
    </Suspense>
  );
}
