import { useLocation } from '@xingheng/shared/router';
import type { Registry } from '@xingheng/shared/registry';
import { ownerOf } from '@xingheng/shared/registry';
import { getRemoteState } from '../federation/remoteStatus';
import { NotFoundPage } from '../pages/NotFoundPage';
import { SectionFallback } from '../pages/SectionFallback';
import { PageLoading } from '../pages/PageLoading';

/**
 * The shell's catch-all route: a path no remote owns, or one its (loaded) remote does not know, is
 * the 404 page (SPEC §2); a path whose remote failed to load is that section's fallback.
 */
export function UnmatchedRoute({ registry }: { registry: Registry }) {
  const { pathname } = useLocation();
  const owner = ownerOf(pathname, registry.remotes);
  if (!owner) return <NotFoundPage />;
  const state = getRemoteState(owner.remote.name);
  if (state?.state === 'failed') {
    return (
      <SectionFallback remoteName={owner.remote.name} onRetry={() => window.location.reload()} />
    );
  }
  if (state?.state === 'loading') return <PageLoading />;
  return <NotFoundPage />;
}
