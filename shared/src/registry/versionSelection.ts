import { REMOTE_NAME_PATTERN, VERSION_PATTERN } from './registryChecks';
import type { RemoteRecord, VersionRef } from './schema';

/**
 * Which version of a remote a browser loads: canary, fallback to the previous version,
 * verification of an inactive version (docs/adr/0002-release-ledger.md "Choice in the browser").
 * Pure: the shell reads the cookies and calls these; the release scripts write the same cookies in
 * headless Chromium.
 */

/**
 * Cookie holding the visitor's canary bucket, an integer 0–99 drawn once at random and kept a year,
 * so a visitor does not flip between versions on reload. A visitor is in the canary of a remote
 * when `bucket < canary.percent`.
 */
export const CANARY_BUCKET_COOKIE = 'xh_canary_bucket';

/**
 * Cookie that pins remotes to given versions for this browser, `mf-support@0.1.0-abc,mf-order@…`
 * (`verify` sets it to load an inactive version against the running site). A pinned version is
 * tried alone: no fallback, so a broken candidate shows as broken.
 */
export const VERSION_OVERRIDE_COOKIE = 'xh_remote_override';

/**
 * The manifest path of a published remote version (deploy layout `remotes/<name>/<version>/`).
 * @example remoteVersionEntry('mf-support', '0.1.0-3f2a9c1-20261122T070000')
 *   // '/remotes/mf-support/0.1.0-3f2a9c1-20261122T070000/mf-manifest.json'
 */
export function remoteVersionEntry(name: string, version: string): string {
  return `/remotes/${name}/${version}/mf-manifest.json`;
}

/**
 * Parses the override cookie.
 * @param value the cookie's value (may be URL-encoded, may be undefined)
 * @returns remote name → version; malformed pairs are ignored
 */
export function parseVersionOverrides(value: string | undefined): Map<string, string> {
  const overrides = new Map<string, string>();
  if (!value) return overrides;
  let decoded = value;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return overrides;
  }
  for (const pair of decoded.split(',')) {
    const [name = '', version = ''] = pair.trim().split('@');
    if (REMOTE_NAME_PATTERN.test(name) && VERSION_PATTERN.test(version)) {
      overrides.set(name, version);
    }
  }
  return overrides;
}

/**
 * Formats the override cookie's value.
 * @param overrides remote name → version
 * @returns e.g. `mf-support@0.1.0-abc`
 */
export function formatVersionOverrides(overrides: ReadonlyMap<string, string>): string {
  return [...overrides].map(([name, version]) => `${name}@${version}`).join(',');
}

/**
 * Parses the canary bucket cookie.
 * @returns the bucket 0–99, or `undefined` when missing or malformed (the shell then draws one)
 */
export function parseCanaryBucket(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d{1,2}$/.test(value)) return undefined;
  return Number(value);
}

/**
 * The versions a browser tries for a remote, in order, until one loads
 * (docs/adr/0002-release-ledger.md).
 * - pinned by the override cookie: that version alone;
 * - in the canary (`bucket < percent`): the canary, then the active version, then the previous one;
 * - otherwise: the active version, then the previous one.
 * @param remote the registry record
 * @param context the visitor's bucket (0–99) and pinned version, both optional
 * @returns one to three version references, without duplicates
 */
export function versionCandidates(
  remote: RemoteRecord,
  context: { bucket?: number; pinned?: string } = {},
): VersionRef[] {
  if (context.pinned) {
    return [{ version: context.pinned, entry: remoteVersionEntry(remote.name, context.pinned) }];
  }
  const candidates: VersionRef[] = [];
  const { canary } = remote;
  if (canary && context.bucket !== undefined && context.bucket < canary.percent) {
    candidates.push({ version: canary.version, entry: canary.entry });
  }
  candidates.push({ version: remote.version, entry: remote.entry });
  if (remote.previous) candidates.push(remote.previous);
  return candidates.filter(
    (ref, i) => candidates.findIndex((other) => other.version === ref.version) === i,
  );
}
