import { withAppProviders } from '@xingheng/shared/ui';
import { SupportCenterPage } from './SupportCenterPage';

/** The loader of `/support` (SPEC §2). */
export { supportCenterLoader as loader } from './supportCenterLoader';

/**
 * `/support` (SPEC §2), the route module loaded by `exposes/routes.tsx`: inside its own antd
 * scope while its page states (`components/PageStates.tsx`) are still antd's.
 */
export const Component = withAppProviders(SupportCenterPage);
