import { withAppProviders } from '@xingheng/shared/ui';
import { BugResponsePage } from './BugResponsePage';

/**
 * `/notices/bugResponse` (SPEC §2), the route module loaded by `exposes/routes.tsx`: inside its own antd
 * scope while its page states (`components/PageStates.tsx`) are still antd's.
 */
export const Component = withAppProviders(BugResponsePage);
