import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { matchRoutes } from 'react-router';
import { ROUTE_CHUNKS_FILE, routeChunkOf, type RemoteRoutesModule } from '@xingheng/shared';
import {
  CANARY_BUCKET_COOKIE,
  parseCanaryBucket,
  parseVersionOverrides,
  VERSION_OVERRIDE_COOKIE,
  versionCandidates,
  type Registry,
  type RemoteRecord,
} from '@xingheng/shared/registry';
import { AUTH_COOKIE } from '@xingheng/shared';
import { composePage } from './composePage';

/** The server build's folder inside an app's version folder (scripts/webpack/createAppConfig.cjs). */
export const SSR_DIR = 'ssr';

/** Default time budget of one server render, in milliseconds (`XH_SSR_BUDGET_MS`). */
export const DEFAULT_SSR_BUDGET_MS = 1500;

/** Ids of the page's JSON scripts (shell/src/ssr/ssrPayload.ts). */
const REGISTRY_SCRIPT_ID = 'xh-registry';
const SSR_SCRIPT_ID = 'xh-ssr';

/** What the shell's server build exports (shell/src/ssr/renderPage.tsx), as the renderer uses it. */
interface ShellServerBuild {
  renderPage(input: {
    url: string;
    registry: Registry;
    remote?: { record: RemoteRecord; version: string; module: RemoteRoutesModule };
    token: string;
    signal: AbortSignal;
  }): Promise<
    | { kind: 'page'; status: number; head: string; body: string; payload: unknown }
    | { kind: 'redirect'; status: number; location: string }
  >;
  jsonForScript(value: unknown): string;
}

/** A request as the renderer needs it. */
export interface PageRequest {
  /** Absolute URL (`http://localhost:8080/news?page=2`). */
  url: string;
  /** The `Cookie` header, if any. */
  cookie: string | undefined;
}

/** A server-rendered answer. */
export interface RenderedAnswer {
  status: number;
  /** The page, or `undefined` for a redirect. */
  html?: string;
  /** `Location` of a redirect. */
  location?: string;
  /** `Set-Cookie` values (the canary bucket drawn for a new visitor). */
  setCookies: string[];
  /** The remote version rendered, for logs and tests (`mf-marketing@0.1.0-…`). */
  rendered?: string;
}

/** Options of `createPageRenderer`. */
export interface PageRendererOptions {
  /** The deploy folder: `shell/<version>/ssr/render.js`, `remotes/<name>/<version>/ssr/routes.js`. */
  deployDir: string;
  /** Time budget of one render in ms; past it the page is served for browser rendering. */
  budgetMs?: number;
  /** Where failures are reported (default `console.warn`). */
  warn?: (message: string) => void;
  /** Draws a canary bucket 0–99 for a visitor without one (tests pass a fixed one). */
  drawBucket?: () => number;
}

function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    try {
      cookies.set(name, decodeURIComponent(part.slice(eq + 1).trim()));
    } catch {
      cookies.set(name, part.slice(eq + 1).trim());
    }
  }
  return cookies;
}

// The server builds require the shared singletons (react, react-router, @xingheng/shared, …)
// from here, so every build in this process uses the renderer's one copy of each.
const requireShared = createRequire(__filename);

/**
 * Loads a CommonJS server build from a version folder with the renderer's `require`.
 * @param file absolute path of the build file
 * @returns its `module.exports`
 * @throws Error when the file is missing or throws while loading
 */
async function loadServerBuild(file: string): Promise<unknown> {
  const code = await fs.readFile(file, 'utf8');
  const wrapper = vm.compileFunction(
    code,
    ['exports', 'require', 'module', '__filename', '__dirname'],
    { filename: file },
  ) as (...args: unknown[]) => void;
  const module = { exports: {} as unknown };
  wrapper(module.exports, requireShared, module, file, path.dirname(file));
  return module.exports;
}

/** The shell version of the active page (`deploy/index.html` loads `/shell/<version>/main.js`). */
export function shellVersionOfPage(html: string): string | undefined {
  return /\/shell\/([^/"']+)\/main\.js/.exec(html)?.[1];
}

interface RemoteManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  shared?: { assets?: { js?: { sync?: string[]; async?: string[] } } }[];
  exposes?: {
    path?: string;
    assets?: { js?: { sync?: string[] }; css?: { sync?: string[]; async?: string[] } };
  }[];
}

/**
 * The head elements that let the browser fetch a remote's files in parallel with the shell's
 * (docs/performance.md "No waterfall"): its stylesheet (linked: the page's content is styled before
 * any script runs), a preload of its manifest, its entry, the chunks of its `./routes` expose
 * (without those that only hold a shared dependency the shell provides) and the files of the
 * page's own chunk (`route-chunks.json`).
 * @param manifestUrl the version's manifest URL from the registry (`/remotes/<name>/<v>/mf-manifest.json`)
 * @param manifest the parsed `mf-manifest.json`
 * @param pageFiles the matched page's files from `route-chunks.json` (relative to the manifest)
 * @returns HTML `<link>` elements
 */
export function remoteHeadLinks(
  manifestUrl: string,
  manifest: RemoteManifest,
  pageFiles: readonly string[] = [],
): string {
  const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const routes = manifest.exposes?.find((expose) => expose.path === './routes');
  const sharedFiles = new Set(
    (manifest.shared ?? []).flatMap((dep) => [
      ...(dep.assets?.js?.sync ?? []),
      ...(dep.assets?.js?.async ?? []),
    ]),
  );
  const css = new Set([
    ...(routes?.assets?.css?.sync ?? []),
    ...(routes?.assets?.css?.async ?? []),
    ...pageFiles.filter((file) => file.endsWith('.css')),
  ]);
  const entry = manifest.metaData?.remoteEntry;
  const entryFile = entry?.name ? `${entry.path ? `${entry.path}/` : ''}${entry.name}` : undefined;
  const scripts = new Set([
    ...(entryFile ? [entryFile] : []),
    ...(routes?.assets?.js?.sync ?? []).filter((file) => !sharedFiles.has(file)),
  ]);
  // The page's own files come after the content (which is in the HTML already): at low priority
  // they do not take bandwidth from the stylesheets the first paint waits for.
  const pageScripts = pageFiles.filter((file) => file.endsWith('.js') && !scripts.has(file));
  return [
    // `data-href`: the name the remote's CSS chunk loader looks for, so it adopts this link
    // instead of adding the same stylesheet again (a second style pass over the whole page).
    ...[...css].map((file) => `<link rel="stylesheet" href="${base}${file}" data-href="${file}">`),
    `<link rel="preload" href="${manifestUrl}" as="fetch" crossorigin="anonymous">`,
    ...[...scripts].map((file) => `<link rel="preload" href="${base}${file}" as="script">`),
    ...[...new Set(pageScripts)].map(
      (file) => `<link rel="preload" href="${base}${file}" as="script" fetchpriority="low">`,
    ),
  ].join('');
}

/**
 * The files of the page a path shows, from the remote version's `route-chunks.json`.
 * @param versionDir the remote version's folder in the deploy folder
 * @param module the version's server-built route group (its routes carry `handle.chunk`)
 * @param pathname the requested path
 * @returns file names relative to the version folder; `[]` when the file is missing or unreadable
 *   (a build from before the file existed) or no page matches
 */
async function pageFilesOf(
  versionDir: string,
  module: RemoteRoutesModule,
  pathname: string,
): Promise<string[]> {
  const chunks = (matchRoutes(module.routes, pathname) ?? [])
    .map(({ route }) => routeChunkOf(route))
    .filter((chunk) => chunk !== undefined);
  if (chunks.length === 0) return [];
  let map: Record<string, string[]>;
  try {
    map = JSON.parse(await fs.readFile(path.join(versionDir, ROUTE_CHUNKS_FILE), 'utf8')) as Record<
      string,
      string[]
    >;
  } catch {
    return [];
  }
  return chunks.flatMap((chunk) => map[chunk] ?? []);
}

/**
 * The page renderer of `npm start` (docs/performance.md "Server rendering"): for a page route,
 * picks the owning remote's version for this visitor as the browser will (pinned version, canary
 * bucket — drawn and set here for a new visitor while a canary runs —, active version), loads the
 * active shell's and that version's server builds from the deploy folder (once per version: they
 * are immutable), renders the page with the shell's `renderPage` within the time budget, and puts
 * it into the shell's HTML with the registry, the hydration data and the remote's preload hints.
 *
 * It never takes a page down: a missing or failing server build, a render error or a render past
 * the budget gives `undefined`, and the caller serves the page for browser rendering as before.
 * @param options deploy folder, budget, warning sink
 * @returns `render(request, registry, template)`: the answer, or `undefined` to fall back
 */
export function createPageRenderer(options: PageRendererOptions) {
  const budgetMs = options.budgetMs ?? DEFAULT_SSR_BUDGET_MS;
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const drawBucket = options.drawBucket ?? (() => Math.floor(Math.random() * 100));
  // Versions are immutable: a server build (or its failure) is loaded once per file.
  const builds = new Map<string, Promise<unknown>>();

  const load = (file: string) => {
    let build = builds.get(file);
    if (!build) {
      build = loadServerBuild(file);
      builds.set(file, build);
    }
    return build;
  };
  // Read on every render (a few KB): a version folder taken away while the server runs (a remote
  // parked or pruned) then falls back instead of linking files that are gone.
  const readManifest = async (file: string) =>
    JSON.parse(await fs.readFile(file, 'utf8')) as RemoteManifest;

  return async function render(
    request: PageRequest,
    registry: Registry,
    owner: RemoteRecord | undefined,
    template: string,
  ): Promise<RenderedAnswer | undefined> {
    const shellVersion = shellVersionOfPage(template);
    if (!shellVersion) return undefined;
    const cookies = parseCookies(request.cookie);
    const setCookies: string[] = [];
    let bucket = parseCanaryBucket(cookies.get(CANARY_BUCKET_COOKIE));
    if (bucket === undefined && owner?.canary) {
      bucket = drawBucket();
      const domain = registry.site.cookieDomain;
      setCookies.push(
        `${CANARY_BUCKET_COOKIE}=${bucket}; Max-Age=${365 * 24 * 3600}; Path=/; SameSite=Lax${domain ? `; Domain=${domain}` : ''}`,
      );
    }
    const started = Date.now();
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), budgetMs);
    let rendered: string | undefined;
    try {
      const shell = (await load(
        path.join(options.deployDir, 'shell', shellVersion, SSR_DIR, 'render.js'),
      )) as ShellServerBuild;
      let remote: { record: RemoteRecord; version: string; module: RemoteRoutesModule } | undefined;
      let links = '';
      if (owner) {
        const pinned = parseVersionOverrides(cookies.get(VERSION_OVERRIDE_COOKIE)).get(owner.name);
        const candidate = versionCandidates(owner, { bucket, ...(pinned ? { pinned } : {}) })[0];
        if (!candidate) return undefined;
        const versionDir = path.join(options.deployDir, 'remotes', owner.name, candidate.version);
        const module = (await load(path.join(versionDir, SSR_DIR, 'routes.js'))) as {
          default?: RemoteRoutesModule;
        } & Partial<RemoteRoutesModule>;
        const routesModule = module.routes ? (module as RemoteRoutesModule) : module.default;
        if (!routesModule?.routes)
          throw new Error(`${owner.name}@${candidate.version} 服务端构建没有导出 routes`);
        remote = { record: owner, version: candidate.version, module: routesModule };
        rendered = `${owner.name}@${candidate.version}`;
        links = remoteHeadLinks(
          candidate.entry,
          await readManifest(path.join(versionDir, 'mf-manifest.json')),
          await pageFilesOf(versionDir, routesModule, new URL(request.url).pathname),
        );
      }
      const result = await Promise.race([
        shell.renderPage({
          url: request.url,
          registry,
          ...(remote ? { remote } : {}),
          token: cookies.get(AUTH_COOKIE.name) ?? '',
          signal: controller.signal,
        }),
        new Promise<never>((_, reject) => {
          controller.signal.addEventListener('abort', () =>
            reject(new Error(`超过 ${budgetMs} ms 的渲染预算`)),
          );
        }),
      ]);
      if (result.kind === 'redirect') {
        return { status: result.status, location: result.location, setCookies, rendered };
      }
      const json: Record<string, string> = {
        [REGISTRY_SCRIPT_ID]: shell.jsonForScript(registry),
      };
      if (result.payload) json[SSR_SCRIPT_ID] = shell.jsonForScript(result.payload);
      const html = composePage(template, { head: result.head + links, body: result.body, json });
      return { status: result.status, html, setCookies, rendered };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      warn(
        `[ssr] ${request.url} 服务端渲染失败（${rendered ?? '外壳'}，${Date.now() - started} ms），改由浏览器渲染：${message}`,
      );
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  };
}
