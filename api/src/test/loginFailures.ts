import { openDatabase } from '../db/open';
import { recordLoginFailure, throttleKeys } from '../auth/loginThrottle';

/**
 * Records `count` wrong passwords for `phone` from `ip` straight in the database of a test API
 * (docs/api.md "Account lockout"), as if they had come through the login route earlier: the
 * route's own per-address rate limit (10 a minute, on the real clock) stops a test from sending
 * them all. Each is recorded at `at` (epoch ms), so the last one's delay runs from there.
 * @param dbFile the test API's SQLite file
 * @throws Error when the database cannot be opened
 */
export async function seedLoginFailures(
  dbFile: string,
  input: { phone: string; ip: string; count: number; at: number },
): Promise<void> {
  const db = await openDatabase(dbFile);
  try {
    const keys = await throttleKeys(db, input);
    for (let i = 0; i < input.count; i += 1) {
      await recordLoginFailure(db, keys, new Date(input.at));
    }
  } finally {
    await db.destroy();
  }
}
