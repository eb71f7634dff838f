import { withAppProviders } from '@xingheng/shared/ui';
import { SupportCenterPage } from './SupportCenterPage';

/** The loader of `/support` (SPEC §2). */
export { supportCenterLoader as loader } from './supportCenterLoader';

/**
 * `/support` (SPEC §2), the route module loaded by `exposes/routes.tsx`: the page inside its own
 * antd scope (the section's providers are `PlainProviders`).
 */
export const Component = withAppProviders(SupportCenterPage);
