import { withAppProviders } from '@xingheng/shared/ui';
import { OAuthCallback } from './OAuthCallback';

/**
 * `OAuthCallback` inside antd's theme, locale and server-rendered styles (`withAppProviders`): the
 * login page carries no antd until a provider's redirect back needs it, so the page loads this
 * module lazily (chunk `account-oauth-callback`) and only on that redirect.
 */
export const ScopedOAuthCallback = withAppProviders(OAuthCallback);
