import type { RouteObject } from 'react-router';

/**
 * The mf-account route group (issue #2 §3, `RemoteRoutesModule` of `@xingheng/shared`): absolute
 * paths, each page lazily loaded as its own chunk.
 * - `/login`: password login behind a slider captcha (SPEC §2, §5)
 */
export const routes: RouteObject[] = [
  {
    path: '/login',
    lazy: async () => ({ Component: (await import('../routes/login/LoginPage')).LoginPage }),
  },
];

/** The antd theme and `zh_CN` locale around this remote's pages. */
export { AppProviders as Providers } from '@xingheng/shared/ui';
