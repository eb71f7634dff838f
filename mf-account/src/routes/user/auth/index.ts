import { withAppProviders } from '@xingheng/shared/ui';
import { AuthPage } from './AuthPage';

/**
 * `/user/auth` (SPEC §2): the route module loaded by `exposes/routes.tsx`, inside antd's theme, locale
 * and server-rendered styles (mf-account's section providers are `PlainProviders`).
 */
export const Component = withAppProviders(AuthPage);
