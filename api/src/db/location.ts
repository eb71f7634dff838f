import fs from 'node:fs';
import path from 'node:path';
import { isPostgresUrl } from './postgres';

/**
 * Where the API's data lives, from the environment (docs/deployment.md "PostgreSQL"):
 * `DATABASE_URL` (a `postgres://user:password@host:port/database` URL) when set, else the SQLite
 * file `DB_FILE`, else `defaultFile`. A file path comes back absolute.
 * @param env the process environment
 * @param defaultFile the SQLite file when neither is set (`npm start`: `var/xingheng.sqlite`)
 * @returns a `postgres://` URL or an absolute file path, for `openDatabase`
 * @throws Error naming `DATABASE_URL` when it is set but not a PostgreSQL URL with a host and a
 *   database (the message never repeats the value: it may hold a password)
 */
export function databaseLocationFromEnv(env: NodeJS.ProcessEnv, defaultFile: string): string {
  const url = env.DATABASE_URL?.trim();
  if (url) {
    checkPostgresUrl(url);
    return url;
  }
  return path.resolve(env.DB_FILE?.trim() || defaultFile);
}

/**
 * A database location as given on a command line or in a setting: a PostgreSQL URL as it is
 * (checked), a file path made absolute.
 * @throws Error as `databaseLocationFromEnv` for a malformed URL
 */
export function resolveDatabaseLocation(location: string): string {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(location)) return path.resolve(location);
  checkPostgresUrl(location);
  return location;
}

/** Throws unless `url` is `postgres(ql)://[user[:password]@]host[:port]/database`. */
function checkPostgresUrl(url: string): void {
  const problem = (() => {
    if (!isPostgresUrl(url)) return '协议应为 postgres:// 或 postgresql://';
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return '无法解析';
    }
    if (!parsed.hostname) return '缺少主机名';
    if (parsed.port && !(Number(parsed.port) > 0)) return '端口无效';
    if (parsed.pathname.replace(/^\//, '') === '') return '缺少数据库名';
    return null;
  })();
  if (problem) {
    throw new Error(
      `DATABASE_URL 无效（${problem}）：应为 postgres://用户:密码@主机:端口/数据库名；` +
        '不用 PostgreSQL 时不设置 DATABASE_URL，数据存于 DB_FILE 指定的 SQLite 文件',
    );
  }
}

/**
 * A database location fit for a log line or an error message: a URL's host, port and database
 * without user or password; a file path as it is.
 */
export function describeDatabase(location: string): string {
  if (!isPostgresUrl(location)) return location;
  try {
    const parsed = new URL(location);
    return `postgres://${parsed.host}${parsed.pathname}`;
  } catch {
    return 'postgres://（无法解析的地址）';
  }
}

/**
 * Whether a database is there to read without making one: a SQLite file that exists, or any
 * PostgreSQL URL (the server says when it is not; opening never creates a server's database).
 * Operator commands and the release tools read reports only from a database that is there.
 */
export function databaseExists(location: string): boolean {
  return isPostgresUrl(location) || fs.existsSync(location);
}
