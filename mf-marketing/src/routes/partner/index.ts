import { withAppProviders } from '@xingheng/shared/ui';
import { PartnerPage } from './PartnerPage';

/**
 * The lazily loaded module of `/partner` (SPEC §2): static content and the cooperation form, inside
 * its own antd scope (the section's providers are `PlainProviders`).
 */
export const Component = withAppProviders(PartnerPage);
