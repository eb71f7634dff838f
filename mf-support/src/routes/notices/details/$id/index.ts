import { withAppProviders } from '@xingheng/shared/ui';
import { NoticeDetailsPage } from './NoticeDetailsPage';

/** The loader of `/notices/details/:id?` (SPEC §2). */
export { noticeDetailsLoader as loader } from './noticeDetailsLoader';

/**
 * `/notices/details/:id?` (SPEC §2), the route module loaded by `exposes/routes.tsx`: the page
 * inside its own antd scope (the section's providers are `PlainProviders`).
 */
export const Component = withAppProviders(NoticeDetailsPage);
