import type { RoutePrefix } from '@xingheng/shared/registry';
import type { RemoteName } from './paths';

/**
 * Route ownership of issue #2 §3: the prefixes each remote owns. The registry carries them at run
 * time; this is where a fresh registry takes them from.
 */
export const ROUTE_OWNERSHIP: Record<RemoteName, RoutePrefix[]> = {
  'mf-marketing': ['/', '/aboutus/*', '/partner', '/productSolution/*', '/news/*', '/terms/*'],
  'mf-account': ['/login', '/user/*'],
  'mf-order': ['/order/*', '/productSolution/services/tryout/*'],
  'mf-support': ['/support/*', '/notices/*'],
};
