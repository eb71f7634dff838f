import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { CANARY_BUCKET_COOKIE, parseCanaryBucket } from '@xingheng/shared/registry';
import type { Database } from '../db/types';

/** Name of the key of visitor ids in `app_secrets`. */
const SECRET_NAME = 'visitor-hash';

const secrets = new WeakMap<Kysely<Database>, Promise<string>>();

/** The database's visitor key: 32 random bytes created on first use, then read back. */
function visitorSecret(db: Kysely<Database>): Promise<string> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = (async () => {
      await db
        .insertInto('app_secrets')
        .values({ name: SECRET_NAME, value: crypto.randomBytes(32).toString('base64url') })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      const row = await db
        .selectFrom('app_secrets')
        .select('value')
        .where('name', '=', SECRET_NAME)
        .executeTakeFirstOrThrow();
      return row.value;
    })();
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

/** The value of one cookie of a `Cookie` header, or undefined. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.split('=');
    if (key?.trim() === name) return rest.join('=').trim();
  }
  return undefined;
}

/**
 * Who sent a remote-failure report, for counting visitors rather than posts (docs/api.md "Remote
 * failure reports"): the client address (`request.ip`, `X-Forwarded-For` from the local nginx)
 * together with the canary bucket cookie `xh_canary_bucket` when it holds a valid bucket (0–99).
 * The bucket alone cannot tell visitors apart (a hundred values, shared by everyone) and the
 * address alone merges the visitors behind one NAT; together, a browser keeps one id, and one
 * machine forging the cookie reaches at most 101 ids per version. Stored as an HMAC-SHA256 under a
 * key kept in the database, so no address is stored in clear.
 * @param db the API database (holds the key)
 * @param ip the client address
 * @param cookieHeader the request's `Cookie` header
 * @returns 43 base64url characters
 */
export async function visitorId(
  db: Kysely<Database>,
  ip: string,
  cookieHeader: string | undefined,
): Promise<string> {
  const bucket = parseCanaryBucket(cookieValue(cookieHeader, CANARY_BUCKET_COOKIE));
  return crypto
    .createHmac('sha256', await visitorSecret(db))
    .update(`${bucket ?? '-'}|${ip}`)
    .digest('base64url');
}
