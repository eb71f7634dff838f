import type { SolutionServiceId } from '../../content/solutions';

/**
 * Display names of the correction services a solution links to (SPEC §2 footer: 6 Locate-CM,
 * 7 Locate-DM, 8 Orion; names as in the header menu). Static so solution pages need no request;
 * the links themselves are `serviceDetailsPath(id)` of `paths.ts`.
 */
export const SOLUTION_SERVICE_NAMES: Readonly<Record<SolutionServiceId, string>> = {
  6: 'Locate-CM 厘米级定位服务',
  7: 'Locate-DM 亚米级定位服务',
  8: 'Orion 星基增强服务',
};
