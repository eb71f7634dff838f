import { withAppProviders } from '@xingheng/shared/ui';
import { NoticesPage } from './NoticesPage';

/** The loader of `/notices` (SPEC §2). */
export { noticesLoader as loader } from './noticesLoader';

/**
 * `/notices` (SPEC §2), the route module loaded by `exposes/routes.tsx`: inside its own antd
 * scope while its page states (`components/PageStates.tsx`) are still antd's.
 */
export const Component = withAppProviders(NoticesPage);
