import { withAppProviders } from '@xingheng/shared/ui';
import { JoinPage } from './JoinPage';

/** The lazily loaded module of `/aboutus/join` (SPEC §2): the page and its jobs loader. */
export { joinLoader as loader } from './joinLoader';

/** The page inside its own antd scope (the section's providers are `PlainProviders`). */
export const Component = withAppProviders(JoinPage);
