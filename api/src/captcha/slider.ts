import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { ApiError, ERROR_CODES } from '../errors';

/** Built-in slider captcha constants (SPEC §5, docs/api.md). */
export const SLIDER = {
  /** The target lies in [0.15, 0.85] of the track. */
  minTarget: 0.15,
  maxTarget: 0.85,
  /** A position within ±0.04 of the target passes. */
  tolerance: 0.04,
  /** A challenge lives 120 s. */
  challengeTtlMs: 120_000,
  /** A drag faster than 300 ms is refused. */
  minDurationMs: 300,
  /** A ticket is usable once within 2 minutes. */
  ticketTtlMs: 120_000,
} as const;

/** `ret` codes of a verification: 0 passed, 1 wrong position or too fast, 2 unknown/expired/used. */
export const SLIDER_RET = { passed: 0, failed: 1, expired: 2 } as const;

/** Message of a captcha ticket that is unknown, used or expired (400 `40010`). */
export const CAPTCHA_INVALID_MSG = '验证码已失效，请重新验证';

/**
 * Creates a challenge with a random target (0.15–0.85 of the track), valid 120 s.
 * @returns `{ challengeId, target, tolerance, expiresInSec }` (SliderChallenge)
 */
export async function createChallenge(db: Kysely<Database>, now: Date) {
  const challengeId = crypto.randomBytes(16).toString('base64url');
  const span = SLIDER.maxTarget - SLIDER.minTarget;
  const target =
    Math.round((SLIDER.minTarget + (crypto.randomInt(0, 1_000_001) / 1_000_000) * span) * 1e4) /
    1e4;
  await db
    .insertInto('captcha_challenges')
    .values({
      id: challengeId,
      target,
      expires_at: now.getTime() + SLIDER.challengeTtlMs,
      used_at: null,
    })
    .execute();
  return {
    challengeId,
    target,
    tolerance: SLIDER.tolerance,
    expiresInSec: SLIDER.challengeTtlMs / 1000,
  };
}

/** Input of a verification: the final slider position (0–1) and how long the drag took (ms). */
export interface SliderAttempt {
  challengeId: string;
  position: number;
  durationMs: number;
}

/**
 * Verifies an attempt, consuming the challenge (one attempt per challenge). Passes when
 * |position − target| ≤ 0.04 and the drag took ≥ 300 ms; then stores a ticket valid 2 minutes.
 * @returns CaptchaResult `{ ret, ticket, randstr }`; `ticket` and `randstr` empty unless `ret` is 0
 */
export async function verifyAttempt(db: Kysely<Database>, attempt: SliderAttempt, now: Date) {
  const challenge = await db
    .updateTable('captcha_challenges')
    .set({ used_at: now.getTime() })
    .where('id', '=', attempt.challengeId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.getTime())
    .returning('target')
    .executeTakeFirst();
  if (!challenge) return { ret: SLIDER_RET.expired, ticket: '', randstr: '' };
  const close = Math.abs(attempt.position - challenge.target) <= SLIDER.tolerance + 1e-9;
  if (!close || attempt.durationMs < SLIDER.minDurationMs) {
    return { ret: SLIDER_RET.failed, ticket: '', randstr: '' };
  }
  const ticket = crypto.randomBytes(24).toString('base64url');
  const randstr = crypto.randomBytes(6).toString('hex');
  await db
    .insertInto('captcha_tickets')
    .values({ ticket, randstr, expires_at: now.getTime() + SLIDER.ticketTtlMs, used_at: null })
    .execute();
  return { ret: SLIDER_RET.passed, ticket, randstr };
}

/**
 * Consumes a ticket: it must exist with this `randstr`, be unused and not expired at `now`.
 * @throws ApiError HTTP 400 `40010` '验证码已失效，请重新验证' otherwise
 */
export async function consumeTicket(
  db: Kysely<Database>,
  ticket: string,
  randstr: string,
  now: Date,
): Promise<void> {
  const result = await db
    .updateTable('captcha_tickets')
    .set({ used_at: now.getTime() })
    .where('ticket', '=', ticket)
    .where('randstr', '=', randstr)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.getTime())
    .executeTakeFirst();
  if (result.numUpdatedRows !== 1n) {
    throw new ApiError(400, ERROR_CODES.captchaInvalid, CAPTCHA_INVALID_MSG);
  }
}
