import { defineRemoteRoutes } from '@xingheng/shared';
import { paths } from '../paths';

/**
 * mf-account's route group, exposed as `./routes` (contract `RemoteRoutesModule` of
 * `@xingheng/shared`); each page loads on demand in its own chunk.
 * - `/login`: password login behind a slider captcha (SPEC §2, §5)
 * - `/user/register`: registration by phone and SMS code (SPEC §2, §7)
 * - `/user/pwd`: forgotten password (SPEC §2, §7)
 * - `/user/auth`: identity verification, logged-in users (SPEC §2; docs/api.md "Identity verification")
 */
export const routes = defineRemoteRoutes([
  {
    path: paths.login,
    chunk: 'account-login',
    audience: 'public',
    load: () => import('../routes/login'),
  },
  {
    path: paths.register,
    chunk: 'account-register',
    audience: 'public',
    load: () => import('../routes/user/register'),
  },
  {
    path: paths.resetPassword,
    chunk: 'account-pwd',
    audience: 'public',
    load: () => import('../routes/user/pwd'),
  },
  {
    path: paths.identity,
    chunk: 'account-identity',
    audience: 'signedIn',
    load: () => import('../routes/user/auth'),
  },
]);

/**
 * No antd around the route group: /login is plain markup on a first visit (docs/performance.md
 * "Small pages"); the pages that use antd (register, password reset, identity verification) wrap
 * themselves in `withAppProviders`, checked by tools/src/lint/antdScope.ts in `npm run test:lint`.
 */
export { PlainProviders as Providers } from '@xingheng/shared/ui';
