import fs from 'node:fs';
import path from 'node:path';
import { Migrator } from 'kysely';
import { openDatabase } from './open';
import { migrations } from './migrations';

/*
 * Kysely records each migration's key in `kysely_migration` of every database it ran on: a key
 * renamed would run its migration again there, and one dropped would stop the Migrator ("corrupted
 * migrations"). So the keys below never change; the files holding them may move. One scheme for
 * the files: `api/src/<area>/migration<Label>.ts` exporting `<label>Migration`, Label the key's
 * words after the date and number in camel case (`2026-11-23-020-address-book` →
 * `address/migrationAddressBook.ts`, `addressBookMigration`).
 */
const RECORDED_KEYS = [
  '2026-01-01-001-initial',
  '2026-02-01-002-marketing',
  '2026-03-01-003-remote-failures',
  '2026-04-01-004-failure-visitors',
  '2026-11-23-006-captcha-trace',
  '2026-11-23-020-address-book',
  '2026-11-23-030-auth-sms',
  '2026-11-24-040-register',
  '2026-11-24-050-identity',
  '2026-11-24-060-oauth-login',
  '2026-11-24-070-orders',
  '2026-11-24-080-support',
  '2026-11-24-090-remote-loads',
  '2026-11-25-100-login-throttle',
  '2026-11-28-120-content-version',
  '2026-11-28-130-release-ledger',
  '2026-11-28-140-deploy-nodes',
  '2026-11-28-150-licence-objects',
];

const SRC = path.resolve(__dirname, '..');

/** `2026-11-23-020-address-book` → `addressBook`. */
function label(key: string): string {
  const words = key.split('-').slice(4);
  return words.map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1))).join('');
}

/** Every `migration<Label>.ts` under api/src, as `area/file`. */
function migrationFiles(): string[] {
  return fs
    .readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((f) => /(^|\/)migration[A-Z]\w*\.ts$/.test(f) && !f.endsWith('.test.ts'))
    .sort();
}

describe('migration names', () => {
  it('keeps every key recorded in existing databases, in order, and adds only at the end', () => {
    const keys = Object.keys(migrations);
    expect(keys.slice(0, RECORDED_KEYS.length)).toEqual(RECORDED_KEYS);
    expect([...keys].sort()).toEqual(keys);
  });

  it('holds each migration in one file named after its key, exporting it by that name', async () => {
    const files = migrationFiles();
    const expected: (string | undefined)[] = [];
    for (const key of Object.keys(migrations)) {
      const name = label(key);
      const file = files.find(
        (f) => path.basename(f) === `migration${name[0]?.toUpperCase()}${name.slice(1)}.ts`,
      );
      expect({ key, file }).toEqual({ key, file: expect.any(String) });
      const module = (await import(path.join(SRC, file ?? ''))) as Record<string, unknown>;
      expect({ key, same: module[`${name}Migration`] === migrations[key] }).toEqual({
        key,
        same: true,
      });
      expected.push(file);
    }
    expect(files).toEqual([...expected].sort());
  });

  it('runs nothing again on a database that is already up to date', async () => {
    const db = await openDatabase(':memory:');
    try {
      const again = await new Migrator({
        db,
        provider: { getMigrations: () => Promise.resolve(migrations) },
      }).migrateToLatest();
      expect(again.error).toBeUndefined();
      expect(again.results).toEqual([]);
    } finally {
      await db.destroy();
    }
  });
});
