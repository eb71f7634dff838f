import { ROUTE_PATHS_FILE, type RoutePathEntry } from '@xingheng/shared';
import { BUILD_STAMP_FILE, BuildStampSchema, type BuildStamp } from '../build/version';
import type { DeployTarget } from '../deploy/deployTarget';
import type { ReleaseApp } from '../deploy/ledger';

/**
 * A version's build stamp.
 * @param target where the version's files are
 * @param app the app
 * @param version the version
 * @returns the stamp, `undefined` when missing or malformed
 */
export async function stampOf(
  target: DeployTarget,
  app: ReleaseApp,
  version: string,
): Promise<BuildStamp | undefined> {
  const text = await target.readVersionFile(app, version, BUILD_STAMP_FILE);
  if (!text) return undefined;
  const stamp = BuildStampSchema.safeParse(JSON.parse(text));
  return stamp.success ? stamp.data : undefined;
}

/**
 * The `verifyPaths` of a build's stamp.
 * @returns site paths; none when the stamp is missing or has none
 */
export async function stampPaths(
  target: DeployTarget,
  app: ReleaseApp,
  version: string,
): Promise<string[]> {
  return (await stampOf(target, app, version))?.verifyPaths ?? [];
}

/**
 * The page routes of a remote version's `route-paths.json` (`RoutePathEntry`: pattern, chunk, who
 * may open it, its budget).
 * @returns the routes in the remote's order; none when the version has no file
 */
export async function routeEntries(
  target: DeployTarget,
  app: ReleaseApp,
  version: string,
): Promise<RoutePathEntry[]> {
  const text = await target.readVersionFile(app, version, ROUTE_PATHS_FILE);
  if (!text) return [];
  return (JSON.parse(text) as { routes?: RoutePathEntry[] }).routes ?? [];
}

/**
 * The route patterns of a remote version's `route-paths.json`.
 * @returns e.g. `['/support', '/support/details/:id?']`; none when the version has no file
 */
export async function routePatterns(
  target: DeployTarget,
  app: ReleaseApp,
  version: string,
): Promise<string[]> {
  return (await routeEntries(target, app, version)).map((route) => route.path);
}
