import { ORION_SERVICE_ID } from '@xingheng/shared';
import { PATHS, serviceDetailsPath } from '../../paths';

/**
 * Where Orion lives (SPEC §2): `/productSolution/services/details/8` when the service list has
 * the service with id 8, otherwise the static page `/productSolution/services/details_xc`.
 * @param serviceIds ids of `getServerProduct` (`null` when the list failed to load)
 */
export function orionPath(serviceIds: readonly number[] | null): string {
  return serviceIds?.includes(ORION_SERVICE_ID)
    ? serviceDetailsPath(ORION_SERVICE_ID)
    : PATHS.detailsXc;
}
