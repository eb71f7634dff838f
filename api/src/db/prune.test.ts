import fs from 'node:fs';
import type { Kysely } from 'kysely';
import { buildApiServer } from '../server';
import { tempDir } from '../test/harness';
import { openDatabase } from './open';
import { pruneExpiredRows, RETENTION } from './prune';
import type { Database } from './types';
import { freshTestDatabase } from '../test/database';

/** Expired rows go, live rows stay (docs/api.md "Data kept"). */

const NOW = Date.parse('2026-11-22T10:00:00.000Z');
const DAY = 86_400_000;

/** One expired and one live row in each table; returns nothing, rows named by their key. */
async function seedRows(db: Kysely<Database>, now: number): Promise<void> {
  const user = await db.selectFrom('users').select('id').executeTakeFirstOrThrow();
  await db
    .insertInto('captcha_challenges')
    .values([
      { id: 'challenge-expired', target: 0.5, expires_at: now - 1, used_at: null },
      { id: 'challenge-live', target: 0.5, expires_at: now + 60_000, used_at: now - 5 },
    ])
    .execute();
  await db
    .insertInto('captcha_tickets')
    .values([
      { ticket: 'ticket-expired', randstr: 'r', expires_at: now, used_at: null },
      { ticket: 'ticket-live', randstr: 'r', expires_at: now + 60_000, used_at: null },
    ])
    .execute();
  const token = (token_hash: string, expires_at: number, revoked_at: number | null) => ({
    token_hash,
    user_id: user.id,
    created_at: now - DAY,
    expires_at,
    revoked_at,
  });
  await db
    .insertInto('auth_tokens')
    .values([
      token('token-expired', now - 1, null),
      token('token-revoked', now + DAY, now - 1000),
      token('token-live', now + DAY, null),
    ])
    .execute();
  const smsTicket = (ticket_hash: string, expires_at: number) => ({
    ticket_hash,
    phone: '13900139000',
    purpose: 'register',
    expires_at,
    used_at: null,
  });
  await db
    .insertInto('sms_tickets')
    .values([smsTicket('sms-expired', now), smsTicket('sms-live', now + 60_000)])
    .execute();
  const failure = (visitor: string, reportedAt: number) => ({
    remote: 'mf-support',
    version: 'v1',
    visitor,
    kind: 'manifest',
    message: '404',
    fell_back_to: null,
    user_agent: null,
    created_at: new Date(reportedAt - DAY).toISOString(),
    reported_at: new Date(reportedAt).toISOString(),
  });
  await db
    .insertInto('remote_load_failures')
    .values([
      failure('failure-old', now - RETENTION.remoteFailureDays * DAY - 1),
      failure('failure-recent', now - RETENTION.remoteFailureDays * DAY + 60_000),
    ])
    .execute();
  const loads = (visitor: string, minute: number) => ({
    remote: 'mf-support',
    version: 'v1',
    minute: new Date(minute).toISOString(),
    visitor,
    loads: 1,
  });
  await db
    .insertInto('remote_load_minutes')
    .values([
      loads('loads-old', now - RETENTION.remoteLoadDays * DAY - 60_000),
      loads('loads-recent', now - RETENTION.remoteLoadDays * DAY + 60_000),
    ])
    .execute();
}

async function keys(db: Kysely<Database>): Promise<string[]> {
  const rows = await Promise.all([
    db.selectFrom('captcha_challenges').select('id as key').execute(),
    db.selectFrom('captcha_tickets').select('ticket as key').execute(),
    db.selectFrom('auth_tokens').select('token_hash as key').execute(),
    db.selectFrom('sms_tickets').select('ticket_hash as key').execute(),
    db.selectFrom('remote_load_failures').select('visitor as key').execute(),
    db.selectFrom('remote_load_minutes').select('visitor as key').execute(),
  ]);
  return rows
    .flat()
    .map((r) => r.key)
    .filter((k) => /-(expired|revoked|live|old|recent)$/.test(k))
    .sort();
}

const LIVE = [
  'challenge-live',
  'failure-recent',
  'loads-recent',
  'sms-live',
  'ticket-live',
  'token-live',
];

let dir: string;
beforeEach(() => {
  dir = tempDir();
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('pruneExpiredRows', () => {
  it('deletes expired challenges, tickets and tokens, revoked tokens and old reports', async () => {
    const db = await openDatabase(await freshTestDatabase(dir));
    try {
      await seedRows(db, NOW);
      await expect(pruneExpiredRows(db, new Date(NOW))).resolves.toEqual({
        captchaChallenges: 1,
        captchaTickets: 1,
        authTokens: 2,
        smsTickets: 1,
        remoteLoadFailures: 1,
        remoteLoadMinutes: 1,
        oauthRows: 0,
      });
      expect(await keys(db)).toEqual(LIVE);
    } finally {
      await db.destroy();
    }
  });
});

describe('the API prunes', () => {
  it('on start', async () => {
    const file = await freshTestDatabase(dir);
    const db = await openDatabase(file);
    await seedRows(db, NOW);
    await db.destroy();
    const app = await buildApiServer({ dbFile: file, now: () => new Date(NOW) });
    await app.close();
    const after = await openDatabase(file);
    try {
      expect(await keys(after)).toEqual(LIVE);
    } finally {
      await after.destroy();
    }
  });

  it('again on its timer, with the injected clock, and stops when closed', async () => {
    const file = await freshTestDatabase(dir);
    let clock = NOW;
    const app = await buildApiServer({
      dbFile: file,
      now: () => new Date(clock),
      pruneIntervalMs: 20,
    });
    const db = await openDatabase(file);
    try {
      await seedRows(db, NOW + 10 * DAY);
      await new Promise((resolve) => setTimeout(resolve, 100));
      // Nothing has expired yet by the injected clock (a revoked token is dead at once).
      expect(await keys(db)).toEqual(
        expect.arrayContaining([
          'challenge-expired',
          'ticket-expired',
          'token-expired',
          'failure-old',
        ]),
      );
      clock = NOW + 10 * DAY;
      const deadline = Date.now() + 5000;
      while ((await keys(db)).length > LIVE.length && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(await keys(db)).toEqual(LIVE);
      await app.close();
      // Closed: the timer no longer runs, although every row has now expired by the clock.
      clock = NOW + 20 * DAY;
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await keys(db)).toEqual(LIVE);
    } finally {
      await db.destroy();
    }
  });
});
