import { withAppProviders } from '@xingheng/shared/ui';
import { NoticesPage } from './NoticesPage';

/** The loader of `/notices` (SPEC §2). */
export { noticesLoader as loader } from './noticesLoader';

/**
 * `/notices` (SPEC §2), the route module loaded by `exposes/routes.tsx`: the page inside its own
 * antd scope (the section's providers are `PlainProviders`).
 */
export const Component = withAppProviders(NoticesPage);
