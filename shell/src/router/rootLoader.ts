import { apiGet, type MenuItem, type ServiceProduct } from '@xingheng/shared';
import type { RootLoaderData } from '../layout/rootData';

/**
 * Loader of the root route: the header menu and the service list (for the footer's Orion switch,
 * SPEC §2). A failed call degrades to an empty list so the header and footer still render.
 * @returns `{ menu: MenuItem[], services: ServiceProduct[] }`
 */
export async function rootLoader(): Promise<RootLoaderData> {
  const [menu, services] = await Promise.allSettled([
    apiGet<MenuItem[]>('/web/index/getWebsiteMenu', { silent: true }),
    apiGet<ServiceProduct[]>('/web/index/getServerProduct', { silent: true }),
  ]);
  return {
    menu: menu.status === 'fulfilled' ? menu.value : [],
    services: services.status === 'fulfilled' ? services.value : [],
  };
}

/** The menu and services do not change while a visitor navigates: load them once. */
export function shouldRevalidateRoot(): boolean {
  return false;
}
