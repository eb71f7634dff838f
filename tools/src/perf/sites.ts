import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createSiteServer } from '@xingheng/server';
import { createMonolithServer } from './monolithServer';
import type { Build } from '@xingheng/release';

/** Both builds listening on loopback, and how to stop them. */
export interface MeasuredSites {
  /** Origin of each build, e.g. `http://127.0.0.1:40123`. */
  origins: Record<Build, string>;
  /** Stops both servers and removes their temporary databases. */
  close(): Promise<void>;
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('未能取得监听端口');
  return `http://127.0.0.1:${address.port}`;
}

/**
 * Serves the federated site (`createSiteServer` over `deployDir`, as `npm start` does) and the
 * monolith (`createMonolithServer`, same deploy folder's registry) on free loopback ports, each
 * with its own API database in a temporary folder under `os.tmpdir()` (never `var/`).
 * @param deployDir the deploy folder with the active federated build and its registry
 * @param options `monolithDist`: the monolith's build folder (default `monolith/dist`)
 * @returns the origins and `close`
 * @throws Error when a server cannot start (its database or port); nothing is left running
 */
export async function startMeasuredSites(
  deployDir: string,
  options: { monolithDist?: string } = {},
): Promise<MeasuredSites> {
  const { monolithDist } = options;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xingheng-perf-sites-'));
  const apps: FastifyInstance[] = [];
  const close = async () => {
    await Promise.allSettled(apps.map((app) => app.close()));
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    const federated = await createSiteServer({
      deployDir,
      dbFile: path.join(dir, 'federated.sqlite'),
    });
    apps.push(federated);
    const monolith = await createMonolithServer({
      deployDir,
      dbFile: path.join(dir, 'monolith.sqlite'),
      ...(monolithDist ? { distDir: monolithDist } : {}),
    });
    apps.push(monolith);
    return {
      origins: { federated: await listen(federated), monolith: await listen(monolith) },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
