import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { readableTempDir, writeDeployFixture, type DeployFixture } from '../testing/deployFixture';
import { createSiteServer, type SiteServerOptions } from './server';

/** `npm start`'s site server over a deploy fixture, listening on a free loopback port. */
export interface FixtureSite {
  /** e.g. `http://127.0.0.1:40123` */
  origin: string;
  /** What `writeDeployFixture` wrote. */
  fixture: DeployFixture;
  /** Stops the server and removes the temporary folder. */
  close: () => Promise<void>;
}

/**
 * Writes a deploy fixture into a new temporary folder, lets `prepare` change it, and serves it
 * with `createSiteServer` (its API on an SQLite file in the same folder), for the site server's
 * tests.
 * @param name a label for the temporary folder, e.g. `site-security`
 * @param prepare changes to the fixture before the server starts
 * @param options more options of `createSiteServer` (server rendering, page cache, rate limit)
 * @returns the running site; call `close()` in `afterAll`
 */
export async function startFixtureSite(
  name: string,
  prepare?: (fixture: DeployFixture) => void,
  options: Partial<Omit<SiteServerOptions, 'deployDir' | 'dbFile'>> = {},
): Promise<FixtureSite> {
  const tmp = readableTempDir(name);
  const fixture = writeDeployFixture(path.join(tmp, 'deploy'));
  prepare?.(fixture);
  const site = await createSiteServer({
    ...options,
    deployDir: fixture.root,
    dbFile: path.join(tmp, 'api.sqlite'),
  });
  await site.listen({ port: 0, host: '127.0.0.1' });
  return {
    origin: `http://127.0.0.1:${(site.server.address() as AddressInfo).port}`,
    fixture,
    close: async () => {
      await site.close();
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}
