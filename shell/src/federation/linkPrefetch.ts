import { matchRoutes, type RouteObject } from '@xingheng/shared/router';
import {
  PREFETCH,
  ROUTE_CHUNKS_FILE,
  ROUTE_PATHS_FILE,
  routeChunkOf,
  type RoutePathsFile,
} from '@xingheng/shared';
import { ownerOf, type Registry, type RemoteRecord } from '@xingheng/shared/registry';
import { yieldToMain } from '@xingheng/shared/yieldToMain';
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

/** Reads a JSON file of a remote version (injectable for tests). */
export type JsonReader = (url: string) => Promise<unknown>;

const jsonFiles = new Map<string, Promise<unknown>>();

/**
 * Fetches a JSON file once per page (a failed read is forgotten, so a later link tries again).
 * @param url absolute URL of the file
 * @returns the parsed body; rejects on a network error or a non-2xx answer
 */
const fetchJsonOnce: JsonReader = (url) => {
  const known = jsonFiles.get(url);
  if (known) return known;
  const started = fetch(url).then(async (response) => {
    if (!response.ok) throw new Error(`${url}：HTTP ${response.status}`);
    return (await response.json()) as unknown;
  });
  jsonFiles.set(url, started);
  started.catch(() => jsonFiles.delete(url));
  return started;
};

/** The `route-paths.json` of a version, when it is one (a version built before it has none). */
function asRoutePaths(value: unknown): RoutePathsFile | undefined {
  const file = value as Partial<RoutePathsFile> | null;
  return file?.schemaVersion === 1 && Array.isArray(file.entry) && Array.isArray(file.routes)
    ? (file as RoutePathsFile)
    : undefined;
}

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

/** How the prefetcher finds a remote's pages (the shell's; injectable for tests). */
export interface PrefetchSources {
  /** The shell's shared remote loader: registers a remote and loads its `./routes`. */
  load: RemoteVersionLoader;
  /**
   * The absolute manifest URL of the version this visitor loads first (canary, pinned, active),
   * without loading it; absent for remotes bundled into the page (the monolith).
   */
  locate?: (remote: RemoteRecord) => string | undefined;
  /** Reads a JSON file of a version folder (default: `fetch`, once per URL). */
  readJson?: JsonReader;
  /** Ends the current task between two links (default: `yieldToMain`; injectable for tests). */
  yieldBetween?: () => Promise<void>;
}

/**
 * Prefetches the files of one page (SPEC §9 "Link prefetch") without running any of them: the
 * owning remote's version folder (`locate`) lists its pages in `route-paths.json` and their files
 * in `route-chunks.json` (both written by the build), so the remote's entry, its route list and
 * the matched page's chunks (`routeChunkOf`) each get a `<link rel="prefetch">` and the page's
 * code runs only on the navigation: prefetching adds no main-thread work and no script to the
 * first visit. Each link is added in a task of its own (`yieldBetween`): Chromium starts a
 * prefetch as its link is appended, and five or six of them in one task made a long task after
 * load (docs/performance.md "Link prefetch in one task"). A version without `route-paths.json`
 * (built before it existed) is loaded through the shell's shared loader, as the router would, to
 * read its routes. A remote bundled into the
 * page (no entry) has its page module imported.
 * @param pathname a site path
 * @param registry the page's registry
 * @param sources the shell's loader and locator, and the JSON reader
 * @returns the absolute URLs prefetched (files already fetched are left out)
 * @throws (as a rejection) when the remote or its `route-chunks.json` cannot be loaded
 */
export async function prefetchPage(
  pathname: string,
  registry: Registry,
  { load, locate, readJson = fetchJsonOnce, yieldBetween = yieldToMain }: PrefetchSources,
): Promise<string[]> {
  const owner = ownerOf(pathname, registry.remotes);
  if (!owner) return [];
  const located = locate?.(owner.remote);
  const listing = located
    ? asRoutePaths(await readJson(new URL(ROUTE_PATHS_FILE, located).href).catch(() => undefined))
    : undefined;
  let entry = located;
  let routes: RouteObject[];
  let entryFiles: string[] = [];
  if (listing) {
    routes = listing.routes.map(({ path, chunk }) => ({ path, handle: { chunk } }));
    entryFiles = listing.entry;
  } else {
    const loaded = await load(owner.remote);
    entry = loaded.entry;
    routes = loaded.module.routes;
    if (!entry) {
      const matched = matchRoutes(routes, pathname) ?? [];
      for (const { route } of matched) if (typeof route.lazy === 'function') await route.lazy();
      return [];
    }
  }
  if (!entry) return [];
  const chunks = (matchRoutes(routes, pathname) ?? [])
    .map(({ route }) => routeChunkOf(route))
    .filter((chunk) => chunk !== undefined);
  if (chunks.length === 0) return [];
  const mapUrl = new URL(ROUTE_CHUNKS_FILE, entry).href;
  const map = (await readJson(mapUrl)) as RouteChunkMap;
  const files = [...entryFiles, ...chunks.flatMap((chunk) => map[chunk] ?? [])];
  const added: string[] = [];
  for (const url of new Set(files.map((file) => new URL(file, mapUrl).href))) {
    if (added.length) await yieldBetween();
    if (addPrefetchLink(url)) added.push(url);
  }
  return added;
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
 * viewport prefetches that page's remote entry and chunks (`prefetchPage`), once per path. Links
 * added later (a navigation, an opened menu) are watched too. Nothing happens offline, with data
 * saver or on 2g. A failed prefetch is ignored: the navigation loads (and reports) as usual.
 * @param registry the page's registry
 * @param sources the shell's shared remote loader and its locator of visitor versions
 * @returns a function that stops watching
 */
export function startLinkPrefetch(
  registry: Registry,
  sources: Omit<PrefetchSources, 'readJson'>,
): () => void {
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
        prefetchPage(pathname, registry, sources).then(
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
