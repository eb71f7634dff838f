import semver from 'semver';
import { z } from 'zod';
import {
  ownerOf,
  parseSearchEntries,
  REMOTE_NAMES,
  remoteVersionEntry,
  ROUTE_OWNERSHIP,
  SEARCH_ENTRIES_FILE,
  SearchEntriesError,
  type RemoteName,
  type RemoteRecord,
  type SearchEntry,
} from '@xingheng/shared/registry';

/**
 * The checks of `release` (docs/releasing.md) on a remote's build before it is uploaded: the
 * manifest exists, it exposes `./routes`, and every shared dependency it declares is provided by
 * the active shell at a version its range accepts.
 */

const ManifestSchema = z.object({
  name: z.string(),
  exposes: z.array(z.object({ name: z.string(), path: z.string() })),
  shared: z.array(
    z.object({
      name: z.string(),
      version: z.string(),
      requiredVersion: z.optional(z.string()),
      singleton: z.optional(z.boolean()),
    }),
  ),
});
/** The part of an `mf-manifest.json` the checks read. */
export type FederationManifest = z.infer<typeof ManifestSchema>;

/**
 * Parses an `mf-manifest.json`.
 * @param text the file's content, `undefined` when missing
 * @param label what to call it in errors, e.g. `mf-support 的构建`
 * @throws Error (Chinese) when missing, not JSON, or not a manifest
 */
export function parseManifest(text: string | undefined, label: string): FederationManifest {
  if (text === undefined) throw new Error(`${label}缺少 mf-manifest.json`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`${label}的 mf-manifest.json 不是有效的 JSON`);
  }
  const parsed = ManifestSchema.safeParse(json);
  if (!parsed.success) throw new Error(`${label}的 mf-manifest.json 格式不正确`);
  return parsed.data;
}

/** One shared dependency the shell does not satisfy. */
export interface SharedMismatch {
  name: string;
  /** The remote's range, e.g. `^20.0.0`. */
  required: string;
  /** What the shell provides, `undefined` when it does not share the package at all. */
  provided: string | undefined;
}

/**
 * Compares a remote's shared ranges with the shell's shared versions.
 * @param remote the remote's manifest
 * @param shell the active shell's manifest
 * @returns the mismatches (empty when every range is satisfied)
 */
export function sharedMismatches(
  remote: FederationManifest,
  shell: FederationManifest,
): SharedMismatch[] {
  const provided = new Map(shell.shared.map((s) => [s.name, s.version]));
  return remote.shared.flatMap((dep) => {
    const required = dep.requiredVersion ?? `^${dep.version}`;
    const version = provided.get(dep.name);
    if (version !== undefined && semver.satisfies(version, required)) return [];
    return [{ name: dep.name, required, provided: version }];
  });
}

/**
 * Checks a remote's build against the active shell.
 * @param remoteManifest the build's manifest (parsed)
 * @param shellManifest the active shell's manifest; `undefined` skips the shared check (no shell
 *   released yet: the first release of everything)
 * @throws Error (Chinese) naming what is wrong: no `./routes`, or each mismatching package with the
 *   range required and the version the shell provides
 */
export function checkRemoteBuild(
  remoteManifest: FederationManifest,
  shellManifest: FederationManifest | undefined,
): void {
  if (!remoteManifest.exposes.some((e) => e.path === './routes')) {
    throw new Error(`${remoteManifest.name} 没有暴露 ./routes`);
  }
  if (!shellManifest) return;
  const mismatches = sharedMismatches(remoteManifest, shellManifest);
  if (mismatches.length > 0) {
    throw new Error(
      `共享依赖与当前外壳不兼容，拒绝发布：${mismatches
        .map((m) => `${m.name} 需要 ${m.required}，外壳提供 ${m.provided ?? '（未共享）'}`)
        .join('；')}`,
    );
  }
}

/** Registry records built from `ROUTE_OWNERSHIP`, enough for `ownerOf`. */
const OWNERSHIP_RECORDS: RemoteRecord[] = REMOTE_NAMES.map((name) => ({
  name,
  version: 'ownership',
  entry: remoteVersionEntry(name, 'ownership'),
  prefixes: ROUTE_OWNERSHIP[name],
}));

/**
 * Checks a remote's `search-entries.json` (docs/api.md "Site search") before release: a build
 * without the file passes (the remote contributes no page to search); a file must match
 * `SearchEntriesFileSchema` and every entry's path (query and fragment aside) must be a route the
 * remote owns (`ROUTE_OWNERSHIP`), so search never links into another team's pages.
 * @param text the file's content, `undefined` when the build has none
 * @param remote the remote released
 * @returns the number of entries (0 without a file)
 * @throws Error (Chinese) naming the problems
 */
export function checkSearchEntries(text: string | undefined, remote: RemoteName): number {
  if (text === undefined) return 0;
  const label = `${remote} 的 ${SEARCH_ENTRIES_FILE}`;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`${label} 不是有效的 JSON`);
  }
  let entries: SearchEntry[];
  try {
    entries = parseSearchEntries(json);
  } catch (error) {
    const issues = error instanceof SearchEntriesError ? error.issues : [String(error)];
    throw new Error(`${label} 格式不正确：${issues.slice(0, 5).join('；')}`);
  }
  const foreign = entries.filter(
    (entry) =>
      ownerOf(entry.path.split(/[?#]/)[0] ?? '/', OWNERSHIP_RECORDS)?.remote.name !== remote,
  );
  if (foreign.length > 0) {
    throw new Error(
      `${label} 含有不属于 ${remote} 的页面：${foreign
        .slice(0, 5)
        .map((e) => e.path)
        .join('、')}`,
    );
  }
  return entries.length;
}
