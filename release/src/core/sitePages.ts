import type { PageAudience, PageBudgetKind } from '@xingheng/shared';
import type { DeployTarget } from '../deploy/deployTarget';
import { REMOTE_NAMES } from '@xingheng/shared/registry';
import { readLedger } from './releaseStore';
import { resolveRoutePages } from './verifyCompare';
import { routeEntries, stampOf } from './versionFiles';

/** One page of the site, from the route tables of the active versions. */
export interface SitePage {
  /** The remote whose route it is, e.g. `mf-support`. */
  remote: string;
  /** The route's pattern, e.g. `/support/details/:id?`. */
  pattern: string;
  /** The address opened: the pattern with its parameter filled from the remote's sample. */
  path: string;
  audience: PageAudience;
  budget: PageBudgetKind;
}

/**
 * Every page route of the active remote versions, each with an address (issue 24: "every public
 * route, with a sample id", from the route tables): the routes of each version's
 * `route-paths.json`, a parameter filled as `verify` fills it (`xingheng.routeSamples` of the build
 * stamp: a value from the running site's API, or a fixed one).
 * @param target the deploy target the site serves
 * @param site the running site, e.g. `http://localhost:4173`
 * @returns the pages, in registry and route order, and the routes left out for want of a sample
 *   (Chinese reason)
 */
export async function sitePages(
  target: DeployTarget,
  site: string,
): Promise<{ pages: SitePage[]; skipped: string[] }> {
  const ledger = await readLedger(target);
  const pages: SitePage[] = [];
  const skipped: string[] = [];
  for (const remote of REMOTE_NAMES) {
    const version = ledger.apps[remote].active;
    if (!version) continue;
    const routes = await routeEntries(target, remote, version);
    const resolved = await resolveRoutePages(
      routes.map((route) => route.path),
      (await stampOf(target, remote, version))?.routeSamples,
      async (api) => {
        const response = await fetch(new URL(api, site));
        return ((await response.json()) as { data?: unknown }).data;
      },
    );
    resolved.forEach((page, index) => {
      const route = routes[index];
      if (!route) return;
      if (!page.path) {
        skipped.push(`${remote} ${page.pattern}：${page.skipped ?? ''}`);
        return;
      }
      pages.push({
        remote,
        pattern: route.path,
        path: page.path,
        audience: route.audience,
        budget: route.budget ?? 'page',
      });
    });
  }
  return { pages, skipped };
}
