import { withAppProviders } from '@xingheng/shared/ui';
import { OverviewPage } from './OverviewPage';

/**
 * The lazily loaded module of `/productSolution` (SPEC §2, `?tab=`): page and service-list loader.
 */
export { serviceListLoader as loader } from './serviceListLoader';

/** The page inside its own antd scope (the section's providers are `PlainProviders`). */
export const Component = withAppProviders(OverviewPage);
