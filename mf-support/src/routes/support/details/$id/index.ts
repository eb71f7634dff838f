import { withAppProviders } from '@xingheng/shared/ui';
import { SupportDetailsPage } from './SupportDetailsPage';

/** The loader of `/support/details/:id?` (SPEC §2). */
export { detailsLoader as loader } from './detailsLoader';

/**
 * `/support/details/:id?` (SPEC §2), the route module loaded by `exposes/routes.tsx`: the page
 * inside its own antd scope (the section's providers are `PlainProviders`).
 */
export const Component = withAppProviders(SupportDetailsPage);
