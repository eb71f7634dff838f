import fs from 'node:fs/promises';
import path from 'node:path';
import { matchRoutes } from 'react-router';
import { ROUTE_CHUNKS_FILE, routeChunkOf, type RemoteRoutesModule } from '@xingheng/shared';

/** The parts of a remote version's `mf-manifest.json` the renderer reads. */
export interface RemoteManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  shared?: { assets?: { js?: { sync?: string[]; async?: string[] } } }[];
  exposes?: {
    path?: string;
    assets?: { js?: { sync?: string[] }; css?: { sync?: string[]; async?: string[] } };
  }[];
}

/** The shell version of the active page (`deploy/index.html` loads `/shell/<version>/main.js`). */
export function shellVersionOfPage(html: string): string | undefined {
  return /\/shell\/([^/"']+)\/main\.js/.exec(html)?.[1];
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
  return (
    [
      // `data-href`: the name the remote's CSS chunk loader looks for, so it adopts this link
      // instead of adding the same stylesheet again (a second style pass over the whole page).
      ...[...css].map(
        (file) => `<link rel="stylesheet" href="${base}${file}" data-href="${file}">`,
      ),
      `<link rel="preload" href="${manifestUrl}" as="fetch" crossorigin="anonymous">`,
      ...[...scripts].map((file) => `<link rel="preload" href="${base}${file}" as="script">`),
    ].join('') + pageScriptPreloads(base, pageFiles, scripts)
  );
}

/**
 * Preload hints for the scripts of a page's own chunk, at low priority: they come after the
 * content (which is in the HTML already) and must not take bandwidth from the stylesheets the
 * first paint waits for.
 * @param base the URL prefix of the files (`/remotes/mf-order/<v>/`)
 * @param pageFiles the page's files (`route-chunks.json`); only its `.js` files are hinted
 * @param except scripts already hinted otherwise
 * @returns HTML `<link rel="preload" … fetchpriority="low">` elements, each file once
 */
export function pageScriptPreloads(
  base: string,
  pageFiles: readonly string[],
  except: ReadonlySet<string> = new Set(),
): string {
  const scripts = new Set(pageFiles.filter((file) => file.endsWith('.js') && !except.has(file)));
  return [...scripts]
    .map((file) => `<link rel="preload" href="${base}${file}" as="script" fetchpriority="low">`)
    .join('');
}

/**
 * The files of the page a path shows, from the remote version's `route-chunks.json`.
 * @param versionDir the remote version's folder in the deploy folder
 * @param module the version's server-built route group (its routes carry `handle.chunk`)
 * @param pathname the requested path
 * @returns file names relative to the version folder; `[]` when the file is missing or unreadable
 *   (a build from before the file existed) or no page matches
 */
export async function pageFilesOf(
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
