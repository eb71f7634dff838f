import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

const secrets = new WeakMap<Kysely<Database>, Map<string, Promise<Buffer>>>();

/**
 * A server key kept in `app_secrets` under `name`: 32 random bytes created on first use, then read
 * back (so every process on the same database agrees). Cached per database.
 */
function serverKey(db: Kysely<Database>, name: string): Promise<Buffer> {
  let keys = secrets.get(db);
  if (!keys) {
    keys = new Map();
    secrets.set(db, keys);
  }
  let key = keys.get(name);
  if (!key) {
    key = (async () => {
      await db
        .insertInto('app_secrets')
        .values({ name, value: crypto.randomBytes(32).toString('base64url') })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      const row = await db
        .selectFrom('app_secrets')
        .select('value')
        .where('name', '=', name)
        .executeTakeFirstOrThrow();
      return Buffer.from(row.value, 'base64url');
    })();
    const cache = keys;
    key.catch(() => cache.delete(name));
    keys.set(name, key);
  }
  return key;
}

/** Names of the server keys of `keyedHash` (rows of `app_secrets`). */
export type KeyName = 'sms-code' | 'audit-phone' | 'audit-address' | 'identity-number';

/**
 * HMAC-SHA256 of `value` under the database's server key `name` (docs/api.md "SMS codes", "Auth
 * audit"): how SMS codes, and the phones and addresses of the audit log, are stored. The same
 * value gives the same hash on the same database; without the key a six-digit code cannot be
 * recovered by trying all million.
 * @returns 43 base64url characters
 */
export async function keyedHash(
  db: Kysely<Database>,
  name: KeyName,
  value: string,
): Promise<string> {
  return crypto
    .createHmac('sha256', await serverKey(db, name))
    .update(value)
    .digest('base64url');
}
