import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { SqliteDialect } from 'kysely';

/**
 * SQLite on one file (its folder made when missing): WAL so readers never wait for the writer,
 * foreign keys enforced, a 5 s busy timeout.
 * @param file path of the SQLite file
 * @throws when the folder or the file cannot be created
 */
export function sqliteDialect(file: string): SqliteDialect {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new SqliteDialect({ database: sqlite });
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
