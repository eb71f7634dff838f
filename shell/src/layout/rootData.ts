import type { MenuItem, ServiceProduct } from '@xingheng/shared';

/**
 * What the shell's root route loader (id `root`) returns for the layout (SPEC §2, §7):
 * `menu` from `GET /api/web/index/getWebsiteMenu` (up to three levels) and `services` from
 * `GET /api/web/index/getServerProduct` (the footer's Orion link). Either may be `[]` when its call
 * failed: the layout still renders.
 */
export interface RootLoaderData {
  menu: MenuItem[];
  services: ServiceProduct[];
}
