import { matchRoutes } from 'react-router';
import { PREFETCH, ROUTE_CHUNKS_FILE, routeChunkOf } from '@xingheng/shared';
import { ownerOf, type Registry } from '@xingheng/shared/registry';
import type { RemoteVersionLoader } from './federatedModules';

/** What the prefetcher reads of `navigator` (injectable for tests). */
export interface ConnectionInfo {
  onLine?: boolean;
  connection?: { saveData?: boolean; effectiveType?: string };
}

/**
 * Whether this browser may prefetch (SPEC §9 "Link prefetch"): not offline, not with data saver
 * on, not on a 2g connection (`PREFETCH.skipEffectiveTypes`).
 * @param nav the browser's `navigator` (its Network Information API where present)
 * @returns false when prefetching must be skipped
 */
export function mayPrefetch(nav: ConnectionInfo): boolean {
  if (nav.onLine === false) return false;
  const connection = nav.connection;
  if (connection?.saveData) return false;
  const type = connection?.effectiveType;
  return !(type && (PREFETCH.skipEffectiveTypes as readonly string[]).includes(type));
}

/**
 * The site path a link leads to, when it is another page of this site.
 * @param href the link's `href` attribute value
 * @param location the current page's URL
 * @returns the pathname, or `undefined` for another origin, a download, a hash on this page,
 *   or the current page
 */
export function prefetchablePath(href: string, location: URL): string | undefined {
  let url: URL;
  try {
    url = new URL(href, location);
  } catch {
    return undefined;
  }
  if (url.origin !== location.origin) return undefined;
  if (url.pathname === location.pathname) return undefined;
  if (/\.[a-z0-9]{1,5}$/i.test(url.pathname) || url.pathname.startsWith('/api/')) return undefined;
  return url.pathname;
}

/** A remote version's `route-chunks.json`: page chunk name → files (relative to its folder). */
export type RouteChunkMap = Record<string, string[]>;

/** Reads a `route-chunks.json` (injectable for tests). */
export type RouteChunkMapReader = (url: string) => Promise<RouteChunkMap>;

const chunkMaps = new Map<string, Promise<RouteChunkMap>>();

/**
 * Fetches a remote version's `route-chunks.json` once per page (a failed read is forgotten).
 * @param url absolute URL of the file
 * @returns the map; rejects on a network error or a non-2xx answer
 */
const fetchRouteChunkMap: RouteChunkMapReader = (url) => {
  const known = chunkMaps.get(url);
  if (known) return known;
  const started = fetch(url).then(async (response) => {
    if (!response.ok) throw new Error(`${url}：HTTP ${response.status}`);
    return (await response.json()) as RouteChunkMap;
  });
  chunkMaps.set(url, started);
  started.catch(() => chunkMaps.delete(url));
  return started;
};

/**
 * Asks the browser to download a file for a later navigation, without running it
 * (`<link rel="prefetch">`, lowest priority); a file this page already fetched is skipped.
 * @param url absolute URL of a script or stylesheet
 * @returns true when a link was added
 */
function addPrefetchLink(url: string): boolean {
  // Resource timing lists what this page fetched (jsdom has none of it).
  if (
    typeof performance.getEntriesByName === 'function' &&
    performance.getEntriesByName(url).length
  )
    return false;
  const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]');
  if ([...links].some((link) => link.href === url)) return false;
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = url;
  link.as = url.endsWith('.css') ? 'style' : 'script';
  document.head.append(link);
  return true;
}

/**
 * Prefetches the files of one page (SPEC §9 "Link prefetch") without running them: the owning
 * remote is registered at the visitor's version (through the shell's shared loader, so the
 * router reuses it: its entry and route list are small), the matched page's chunk names
 * (`routeChunkOf`) are looked up in that version's `route-chunks.json`, and each file gets a
 * `<link rel="prefetch">`. The page's own code runs only on the navigation, so prefetching adds
 * no main-thread work. A remote bundled into the page (no `entry`) has its page module imported.
 * @param pathname a site path
 * @param registry the page's registry
 * @param load the shell's shared remote loader
 * @param readMap reads a `route-chunks.json` (default: `fetch`, once per URL)
 * @returns the absolute URLs prefetched (files already fetched are left out)
 * @throws (as a rejection) when the remote or its `route-chunks.json` cannot be loaded
 */
export async function prefetchPage(
  pathname: string,
  registry: Registry,
  load: RemoteVersionLoader,
  readMap: RouteChunkMapReader = fetchRouteChunkMap,
): Promise<string[]> {
  const owner = ownerOf(pathname, registry.remotes);
  if (!owner) return [];
  const { module, entry } = await load(owner.remote);
  const matches = matchRoutes(module.routes, pathname) ?? [];
  if (!entry) {
    for (const { route } of matches) if (typeof route.lazy === 'function') await route.lazy();
    return [];
  }
  const chunks = matches.map(({ route }) => routeChunkOf(route)).filter((c) => c !== undefined);
  if (chunks.length === 0) return [];
  const mapUrl = new URL(ROUTE_CHUNKS_FILE, entry).href;
  const map = await readMap(mapUrl);
  const urls = [...new Set(chunks.flatMap((chunk) => map[chunk] ?? []))].map(
    (file) => new URL(file, mapUrl).href,
  );
  return urls.filter(addPrefetchLink);
}

/** Paths prefetched on this page (read by the end-to-end tests). */
declare global {
  interface Window {
    __XH_PREFETCHED__?: string[];
  }
}

/**
 * Link prefetch (SPEC §9): when the browser is idle (`requestIdleCallback`, time-out
 * `PREFETCH.idleTimeoutMs`), every link to another page of the site that is visible in the
 * viewport prefetches that page's remote and chunk, once per path. Links added later (a
 * navigation, an opened menu) are watched too. Nothing happens offline, with data saver or on 2g.
 * A failed prefetch is ignored: the navigation loads (and reports) as usual.
 * @param registry the page's registry
 * @param load the shell's shared remote loader
 * @returns a function that stops watching
 */
export function startLinkPrefetch(registry: Registry, load: RemoteVersionLoader): () => void {
  if (
    typeof IntersectionObserver === 'undefined' ||
    typeof MutationObserver === 'undefined' ||
    !mayPrefetch(navigator as ConnectionInfo)
  ) {
    return () => undefined;
  }
  const done = new Set<string>();
  const watched = new WeakSet<Element>();
  window.__XH_PREFETCHED__ = [];
  const idle = (callback: () => void) =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(callback, { timeout: PREFETCH.idleTimeoutMs })
      : window.setTimeout(callback, PREFETCH.idleTimeoutMs);

  const visible = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      visible.unobserve(entry.target);
      const href = entry.target.getAttribute('href');
      const pathname = href ? prefetchablePath(href, new URL(window.location.href)) : undefined;
      if (!pathname || done.has(pathname) || !mayPrefetch(navigator as ConnectionInfo)) continue;
      done.add(pathname);
      idle(() => {
        prefetchPage(pathname, registry, load).then(
          () => window.__XH_PREFETCHED__?.push(pathname),
          () => done.delete(pathname),
        );
      });
    }
  });
  const scan = () => {
    for (const link of document.querySelectorAll('a[href]')) {
      if (watched.has(link)) continue;
      watched.add(link);
      visible.observe(link);
    }
  };
  let pending = false;
  const changes = new MutationObserver(() => {
    if (pending) return;
    pending = true;
    idle(() => {
      pending = false;
      scan();
    });
  });
  idle(scan);
  changes.observe(document.body, { childList: true, subtree: true });
  return () => {
    visible.disconnect();
    changes.disconnect();
  };
}
