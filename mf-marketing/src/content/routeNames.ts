/**
 * The route names of the record-driven pages (SPEC §2 `/productSolution/hardware/{name}` and
 * `/productSolution/solution/{name}`). Kept apart from the record types so that a hardware record
 * can name a solution and a solution a hardware product without the two type modules importing
 * each other. Pure data: no React.
 */

/** Route names of the hardware pages, in the order of SPEC §2. */
export const HARDWARE_SLUGS = [
  'lf-gnss',
  'lh-gnss',
  'lk-gnss',
  'p-box',
  'stib-imu',
  'stic-imu',
  't-box',
] as const;

/** One hardware route name, e.g. `t-box`. */
export type HardwareSlug = (typeof HARDWARE_SLUGS)[number];

/** Route names of the industry solutions, in the order of SPEC §2. */
export const SOLUTION_NAMES = [
  'carpooling',
  'deformationMonitoring',
  'farmingPrecision',
  'intelligentDriving',
  'lowAltitudeEconomy',
  'lowSpeedUnmannedVehicle',
  'popularApplication',
  'smartPort',
  'smartPublicSecurity',
  'smartTrafficManagement',
  'smartTrafficManagementV2x',
  'v2xPrecision',
  'vehicleMonitoring',
] as const;

/** One solution route name, e.g. `intelligentDriving`. */
export type SolutionName = (typeof SOLUTION_NAMES)[number];

/**
 * Whether a route parameter names a solution (SPEC §2).
 * @param name e.g. `params.name` of `/productSolution/solution/:name`
 * @returns true when `name` is one of `SOLUTION_NAMES` (narrows it to `SolutionName`)
 */
export function isSolutionName(name: string | undefined): name is SolutionName {
  return (SOLUTION_NAMES as readonly (string | undefined)[]).includes(name);
}
