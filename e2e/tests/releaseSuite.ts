import {
  activeVersion,
  derivedBuild,
  NEW_LABEL,
  OLD_LABEL,
  PAGE_CHUNK,
  releaseCli,
  SERVER_BUILD,
  startReleaseSite,
  type CliResult,
  type ReleaseSite,
} from '../support/releaseSite';
import { expect, test } from '../support/test';

/** The private release site of a spec file, once its `beforeAll` has run. */
export interface ReleaseSuite {
  site: ReleaseSite;
  /** The active version of mf-support when the site started. */
  v1: string;
  /**
   * Runs the release command line against the site (`releaseCli`).
   * @param args e.g. `['status']`
   * @returns its exit code and output; never rejects for a non-zero exit
   */
  cli(args: string[]): Promise<CliResult>;
}

/**
 * Runs the calling spec file's tests in order on one private copy of the production build
 * (`startReleaseSite`), started before them and stopped after. Call at the top level of a spec.
 * @param env more environment of the site's process, e.g. `{ XH_CANARY_CHECK_MS: '1000' }`
 * @returns the suite, filled in `beforeAll`: read it in tests and hooks only
 * @throws in `beforeAll` (failing the file's tests) when `deploy/` was not built
 */
export function releaseSuite(env: Record<string, string> = {}): ReleaseSuite {
  const suite = {
    cli: (args: string[]) => releaseCli(suite.site, args),
  } as ReleaseSuite;
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    suite.site = await startReleaseSite(env);
    suite.v1 = activeVersion(suite.site, 'mf-support');
  });
  test.afterAll(async () => {
    await suite.site?.stop();
  });
  return suite;
}

/**
 * The patch of a version whose article page (browser chunk and server build alike, docs/
 * performance.md "Server rendering") says `NEW_LABEL` where the built one says `OLD_LABEL`.
 */
export const relabelledPage = (file: string, text: string): string =>
  PAGE_CHUNK.test(file) || file === SERVER_BUILD ? text.replaceAll(OLD_LABEL, NEW_LABEL) : text;

/**
 * The patch of a version whose article page chunk throws `message` when it loads.
 * @param message the error's message
 */
export function throwingPage(message: string): (file: string, text: string) => string {
  return (file, text) => (PAGE_CHUNK.test(file) ? `throw new Error("${message}");\n${text}` : text);
}

/**
 * Derives `version` of mf-support from the suite's first version with `patch` (`derivedBuild`)
 * and releases it (`release mf-support --dist`), expecting the release to succeed.
 * @returns the `release` run
 */
export async function releaseDerived(
  suite: ReleaseSuite,
  version: string,
  patch: (file: string, text: string) => string,
): Promise<CliResult> {
  const build = derivedBuild(suite.site, 'mf-support', suite.v1, version, patch);
  const released = await suite.cli(['release', 'mf-support', '--dist', build]);
  expect(released.code, released.stderr).toBe(0);
  return released;
}
