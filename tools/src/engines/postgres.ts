import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A PostgreSQL cluster started for tests or the local cluster, stopped with `stop()`. */
export interface ThrowawayPostgres {
  /** `postgres://xingheng@127.0.0.1:<port>/postgres`: the maintenance database of the cluster. */
  url: string;
  /** The loopback port the server listens on. */
  port: number;
  /** The cluster's data folder (removed by `stop()`). */
  dataDir: string;
  /** Stops the server (fast shutdown) and removes the data folder. Idempotent. */
  stop: () => void;
}

/** The role the clusters are made with: trust authentication on loopback only, no password. */
export const THROWAWAY_ROLE = 'xingheng';

/**
 * The folder of Debian's PostgreSQL programs (`initdb`, `pg_ctl`): the newest
 * `/usr/lib/postgresql/<major>/bin` that has them, or `XH_PG_BIN` when set.
 * @throws an Error saying to install Debian's `postgresql` when none is found
 */
export function postgresBinDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.XH_PG_BIN) return env.XH_PG_BIN;
  const root = '/usr/lib/postgresql';
  const majors = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((major) => fs.existsSync(path.join(root, major, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (majors.length === 0) {
    throw new Error(
      'PostgreSQL is not installed: run `apt-get install postgresql` (Debian), or set XH_PG_BIN ' +
        'to the folder that holds initdb and pg_ctl',
    );
  }
  return path.join(root, majors[0]!, 'bin');
}

/**
 * Runs a PostgreSQL program as the user that may own a cluster: `initdb` refuses root, so as root
 * the program runs as Debian's `postgres` user (`runuser`), otherwise as the current user.
 */
function runAsOwner(program: string, args: string[], cwd: string): void {
  const asRoot = process.getuid?.() === 0;
  const [command, commandArgs] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', program, ...args]]
    : [program, args];
  const result = spawnSync(command, commandArgs, { cwd, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `${path.basename(program)} failed (exit ${result.status}): ${result.stderr || result.stdout}`,
    );
  }
}

/**
 * Makes and starts a throwaway PostgreSQL cluster on a loopback port: its own data folder, the
 * `C` locale (text sorts by code point, as SQLite does), trust authentication for
 * `THROWAWAY_ROLE` on 127.0.0.1 only, durability off (`fsync`, `synchronous_commit`,
 * `full_page_writes`): a crash loses the cluster, which is the point of a throwaway one.
 * @param options `port` (required: pick a free one), `parentDir` (default the OS temp folder),
 *   `maxConnections` (default 100)
 * @returns the running cluster; call `stop()` to stop it and delete its folder
 * @throws when PostgreSQL is missing (`postgresBinDir`), or initdb / pg_ctl fail (port taken)
 */
export function startThrowawayPostgres(options: {
  port: number;
  parentDir?: string;
  maxConnections?: number;
}): ThrowawayPostgres {
  const bin = postgresBinDir();
  const dataDir = fs.mkdtempSync(path.join(options.parentDir ?? os.tmpdir(), 'xh-pg-'));
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:', dataDir]);
  runAsOwner(
    path.join(bin, 'initdb'),
    ['-D', dataDir, '-U', THROWAWAY_ROLE, '--auth=trust', '--locale=C', '--encoding=UTF8', '-N'],
    dataDir,
  );
  const serverOptions = [
    `-p ${options.port}`,
    `-k ${dataDir}`,
    "-c listen_addresses='127.0.0.1'",
    `-c max_connections=${options.maxConnections ?? 100}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ');
  runAsOwner(
    path.join(bin, 'pg_ctl'),
    ['-D', dataDir, '-o', serverOptions, '-l', path.join(dataDir, 'server.log'), '-w', 'start'],
    dataDir,
  );
  let stopped = false;
  return {
    url: `postgres://${THROWAWAY_ROLE}@127.0.0.1:${options.port}/postgres`,
    port: options.port,
    dataDir,
    stop: () => {
      if (stopped) return;
      stopped = true;
      try {
        runAsOwner(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop'], dataDir);
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
