import { withAppProviders } from '@xingheng/shared/ui';
import { RegionBoxPage } from './RegionBoxPage';

/**
 * `/support/map/component/regionBox` and its trailing-dot twin (SPEC §2), the route module loaded
 * by `exposes/routes.tsx` for both paths: the page inside its own antd scope (the section's
 * providers are `PlainProviders`).
 */
export const Component = withAppProviders(RegionBoxPage);
