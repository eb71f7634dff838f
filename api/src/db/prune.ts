import type { Kysely } from 'kysely';
import type { Database } from './types';
import { pruneOAuthRows } from '../oauth/store';
import { runExclusively } from './exclusive';

/** How long rows live and how often they are pruned (docs/api.md "Data kept"). */
export const RETENTION = {
  /** Remote-failure reports whose visitor last reported more than 30 days ago are deleted. */
  remoteFailureDays: 30,
  /** Load reports (`remote_load_minutes`) older than 30 days are deleted. */
  remoteLoadDays: 30,
  /** Pruning runs at start and then every hour. */
  intervalMs: 60 * 60 * 1000,
} as const;

/** Rows deleted by one pruning, per table. */
export interface PruneCounts {
  captchaChallenges: number;
  captchaTickets: number;
  authTokens: number;
  smsTickets: number;
  remoteLoadFailures: number;
  remoteLoadMinutes: number;
  /** WeChat / QQ login states, sandbox codes and bind tickets, together. */
  oauthRows: number;
}

/**
 * Deletes the rows nothing can use any more (docs/api.md "Data kept"): captcha challenges and
 * tickets past `expires_at`, login tokens past `expires_at` or revoked, SMS tickets (register,
 * reset) past `expires_at`, and remote-failure reports
 * whose last report (`reported_at`) is older than 30 days, load reports (`remote_load_minutes`) of
 * minutes older than 30 days, and the WeChat / QQ login's states,
 * sandbox codes and bind tickets past `expires_at`. Live rows stay.
 * @param db the API database
 * @param now the current time
 * @returns how many rows each table lost
 */
export async function pruneExpiredRows(db: Kysely<Database>, now: Date): Promise<PruneCounts> {
  const ms = now.getTime();
  const failuresBefore = new Date(ms - RETENTION.remoteFailureDays * 86_400_000).toISOString();
  const loadsBefore = new Date(ms - RETENTION.remoteLoadDays * 86_400_000).toISOString();
  const deleted = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);
  return {
    captchaChallenges: deleted(
      await db.deleteFrom('captcha_challenges').where('expires_at', '<=', ms).executeTakeFirst(),
    ),
    captchaTickets: deleted(
      await db.deleteFrom('captcha_tickets').where('expires_at', '<=', ms).executeTakeFirst(),
    ),
    authTokens: deleted(
      await db
        .deleteFrom('auth_tokens')
        .where((eb) => eb.or([eb('expires_at', '<=', ms), eb('revoked_at', 'is not', null)]))
        .executeTakeFirst(),
    ),
    smsTickets: deleted(
      await db.deleteFrom('sms_tickets').where('expires_at', '<=', ms).executeTakeFirst(),
    ),
    remoteLoadFailures: deleted(
      await db
        .deleteFrom('remote_load_failures')
        .where('reported_at', '<', failuresBefore)
        .executeTakeFirst(),
    ),
    remoteLoadMinutes: deleted(
      await db
        .deleteFrom('remote_load_minutes')
        .where('minute', '<', loadsBefore)
        .executeTakeFirst(),
    ),
    oauthRows: await pruneOAuthRows(db, now),
  };
}

/**
 * Prunes now, then every `intervalMs` on a timer that does not keep the process alive; on
 * PostgreSQL each round runs on one node of the cluster (`runExclusively`).
 * @param db the API database
 * @param now the clock (tests inject a fake one)
 * @param onError called with a failure of a timed run (the first run's failure is thrown)
 * @param intervalMs default one hour
 * @returns `stop`, which clears the timer (call it when the server closes)
 */
export async function startPruning(
  db: Kysely<Database>,
  now: () => Date,
  onError: (error: unknown) => void,
  intervalMs: number = RETENTION.intervalMs,
): Promise<() => void> {
  const round = () => runExclusively(db, 'pruning', () => pruneExpiredRows(db, now()));
  await round();
  const timer = setInterval(() => {
    round().catch(onError);
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
