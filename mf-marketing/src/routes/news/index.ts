import { withAppProviders } from '@xingheng/shared/ui';
import { NewsListPage } from './NewsListPage';

/**
 * The lazily loaded module of `/news` (SPEC §2): react-router 7 `lazy` reads
 * `Component` and `loader` from here.
 */
export { newsListLoader as loader } from './newsListLoader';

/** The page inside its own antd scope (the section's providers are `PlainProviders`). */
export const Component = withAppProviders(NewsListPage);
