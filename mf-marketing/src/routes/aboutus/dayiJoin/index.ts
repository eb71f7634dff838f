import { withAppProviders } from '@xingheng/shared/ui';
import { CampusPage } from './CampusPage';

/** The lazily loaded module of `/aboutus/dayiJoin` (SPEC §2): the campus page and its loader. */
export { campusLoader as loader } from './campusLoader';

/** The page inside its own antd scope (the section's providers are `PlainProviders`). */
export const Component = withAppProviders(CampusPage);
