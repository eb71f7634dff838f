import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  CompiledQuery,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
} from 'kysely';

/**
 * SQLite's driver with every transaction begun `immediate`: the write lock is taken at `begin`,
 * where the 5 s busy timeout applies, instead of at the first write, where SQLite answers
 * `database is locked` at once to a second process that already read in its transaction (two
 * site processes on one file migrating, seeding or paying at the same moment).
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/** Kysely's SQLite dialect with `ImmediateSqliteDriver`. */
class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

/**
 * SQLite on one file (its folder made when missing): WAL so readers never wait for the writer,
 * foreign keys enforced, a 5 s busy timeout, transactions begun `immediate`.
 * @param file path of the SQLite file
 * @throws when the folder or the file cannot be created
 */
export function sqliteDialect(file: string): SqliteDialect {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new ImmediateSqliteDialect({ database: sqlite });
}

/**
 * Runs `work` (migrating and seeding) while holding the write lock of a small SQLite file beside
 * the database (`<file>-schema-lock`), so processes opening one new or older file at once migrate
 * it one after another (Kysely's migrator takes no lock on SQLite, and its own connection cannot
 * hold the database's lock while the migrations use it). A second process waits up to 60 s; the
 * lock goes with the process if it dies.
 * @param file path of the database file
 * @returns what `work` returns
 * @throws what `work` throws, or `database is locked` after 60 s
 */
export async function withSqliteSchemaLock<T>(file: string, work: () => Promise<T>): Promise<T> {
  if (file === ':memory:') return work(); // no other process can open it
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const lock = new SqliteDatabase(`${file}-schema-lock`);
  try {
    lock.pragma('busy_timeout = 60000');
    lock.exec('begin exclusive');
    try {
      return await work();
    } finally {
      lock.exec('commit');
    }
  } finally {
    lock.close();
  }
}
