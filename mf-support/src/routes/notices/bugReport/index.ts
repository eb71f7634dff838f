import { withAppProviders } from '@xingheng/shared/ui';
import { BugReportPage } from './BugReportPage';

/**
 * `/notices/bugReport` (SPEC §2), the route module loaded by `exposes/routes.tsx`: the page inside
 * its own antd scope (the section's providers are `PlainProviders`).
 */
export const Component = withAppProviders(BugReportPage);
