import { ORION_SERVICE_ID } from '@xingheng/shared';

/**
 * Paths of the service pages and of the order flow they link to (SPEC §2 routes; order flow
 * SPEC §2 `/order/shopOrder`). One place for every service link of mf-marketing.
 */
export const SERVICE_PATHS = {
  overview: '/productSolution',
  services: '/productSolution/services',
  ppk: '/productSolution/services/ppk',
  aGnss: '/productSolution/services/details_a_gnss',
  platform: '/productSolution/services/details_platform',
  orionXc: '/productSolution/services/details_xc',
  /** The free-trial page without a preselected service. */
  tryout: '/productSolution/services/tryout',
} as const;

/** The details page of an API service, e.g. `/productSolution/services/details/6`. */
export function serviceDetailsPath(id: number): string {
  return `/productSolution/services/details/${id}`;
}

/** The free-trial page of a service, e.g. `/productSolution/services/tryout/6`. */
export function serviceTryoutPath(id: number): string {
  return `/productSolution/services/tryout/${id}`;
}

/**
 * The order page of a service (mf-order `/order/shopOrder`).
 * @param serviceId the service's id
 * @param planId the chosen plan's id; omitted = the buyer picks a plan on the order page
 * @returns e.g. `/order/shopOrder?serviceId=6&planId=61`
 */
export function shopOrderPath(serviceId: number, planId?: number): string {
  const query = new URLSearchParams({ serviceId: String(serviceId) });
  if (planId !== undefined) query.set('planId', String(planId));
  return `/order/shopOrder?${query.toString()}`;
}

/**
 * Where Orion lives (SPEC §2): `/productSolution/services/details/8` when the service list has
 * the service with id 8, otherwise the static page `/productSolution/services/details_xc`.
 * @param serviceIds ids of `getServerProduct` (`null` when the list failed to load)
 */
export function orionPath(serviceIds: readonly number[] | null): string {
  return serviceIds?.includes(ORION_SERVICE_ID)
    ? serviceDetailsPath(ORION_SERVICE_ID)
    : SERVICE_PATHS.orionXc;
}
