import { solutionPath } from '../paths';
import type { PageEntry } from './pageEntry';
import { carpooling } from './solutions/carpooling';
import { deformationMonitoring } from './solutions/deformationMonitoring';
import { farmingPrecision } from './solutions/farmingPrecision';
import { intelligentDriving } from './solutions/intelligentDriving';
import { lowAltitudeEconomy } from './solutions/lowAltitudeEconomy';
import { lowSpeedUnmannedVehicle } from './solutions/lowSpeedUnmannedVehicle';
import { popularApplication } from './solutions/popularApplication';
import { smartPort } from './solutions/smartPort';
import { smartPublicSecurity } from './solutions/smartPublicSecurity';
import { smartTrafficManagement } from './solutions/smartTrafficManagement';
import { smartTrafficManagementV2x } from './solutions/smartTrafficManagementV2x';
import { v2xPrecision } from './solutions/v2xPrecision';
import { vehicleMonitoring } from './solutions/vehicleMonitoring';
import {
  solutionPageTitle,
  SOLUTION_GROUPS,
  SOLUTION_NAMES,
  type Solution,
  type SolutionGroup,
  type SolutionName,
} from './solutions/types';

/**
 * Industry solutions as data (SPEC §2: the 13 routes under `/productSolution/solution/`;
 * one typed record per solution in `content/solutions/<name>.ts`, rendered by one template).
 * Adding a solution: add its name to `SOLUTION_NAMES`, write its record, register it below (the
 * mapped type makes a missing or mismatched record a compile error).
 */
export * from './solutions/types';
export { isSolutionName } from './routeNames';

/** Every record, keyed by route name; `Solution<K>` makes each key match its record's `name`. */
const SOLUTION_RECORDS: { readonly [K in SolutionName]: Solution<K> } = {
  carpooling,
  deformationMonitoring,
  farmingPrecision,
  intelligentDriving,
  lowAltitudeEconomy,
  lowSpeedUnmannedVehicle,
  popularApplication,
  smartPort,
  smartPublicSecurity,
  smartTrafficManagement,
  smartTrafficManagementV2x,
  v2xPrecision,
  vehicleMonitoring,
};

/** Every solution, keyed by route name (the record type makes all 13 required). */
export const SOLUTIONS: Readonly<Record<SolutionName, Solution>> = SOLUTION_RECORDS;

/** All solutions in SPEC §2 order. */
export const SOLUTION_LIST: readonly Solution[] = SOLUTION_NAMES.map((name) => SOLUTIONS[name]);

/** The solutions shown on the home page, in SPEC §2 order. */
export const FEATURED_SOLUTIONS: readonly Solution[] = SOLUTION_LIST.filter((s) => s.featured);

/**
 * The solutions of the list page, grouped (`/productSolution/solution`).
 * @returns one entry per group of `SOLUTION_GROUPS` that has solutions, in group order, each with
 *   its solutions in SPEC §2 order
 */
export function solutionsByGroup(): { group: SolutionGroup; solutions: Solution[] }[] {
  return SOLUTION_GROUPS.map((group) => ({
    group,
    solutions: SOLUTION_LIST.filter((s) => s.group === group),
  })).filter((entry) => entry.solutions.length > 0);
}

/** The solution pages as search/meta entries (title, summary as description, record keywords). */
export const SOLUTION_PAGES: readonly PageEntry[] = SOLUTION_LIST.map((s) => ({
  path: solutionPath(s.name),
  title: solutionPageTitle(s),
  description: s.summary,
  keywords: [s.title, s.name, s.group, ...s.keywords],
}));
