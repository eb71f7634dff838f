import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SliderChallenge } from '@xingheng/shared';
import type { Database } from '../db/types';
import { ApiError, ERROR_CODES } from '../errors';
import { drawNotchImage } from './notchImage';
import { issueTicket, spendTicket } from './tickets';
import { traceProblem, type TraceProblem, type TracePoint } from './trace';
import { CAPTCHA_INVALID_MSG, type CaptchaVerifier } from './verifier';

export { CAPTCHA_INVALID_MSG } from './verifier';

/** Built-in slider captcha constants (SPEC §5, docs/api.md "Captcha"). */
export const SLIDER = {
  /** The target lies in [0.15, 0.85] of the piece's travel. */
  minTarget: 0.15,
  maxTarget: 0.85,
  /** A final position within ±0.04 of the target passes. */
  tolerance: 0.04,
  /** A challenge lives 120 s. */
  challengeTtlMs: 120_000,
  /** A ticket is usable once within 2 minutes. */
  ticketTtlMs: 120_000,
} as const;

/** `ret` codes of a verification: 0 passed, 1 refused (position or trace), 2 unknown/expired/used. */
export const SLIDER_RET = { passed: 0, failed: 1, expired: 2 } as const;

/**
 * Creates a challenge: a random target in [0.15, 0.85], stored with the time of issue and valid
 * 120 s, drawn into a PNG with a notch whose shape, colours and noise vary (`drawNotchImage`). The
 * target itself is never sent.
 * @returns `{ challengeId, image (data: URL), pieceImage (data: URL, the piece's shape),
 *   imageWidth, imageHeight, pieceSize, pieceTop, expiresInSec }` (SliderChallenge; sizes in image
 *   pixels)
 */
export async function createChallenge(db: Kysely<Database>, now: Date): Promise<SliderChallenge> {
  const challengeId = crypto.randomBytes(16).toString('base64url');
  const span = SLIDER.maxTarget - SLIDER.minTarget;
  const target =
    Math.round((SLIDER.minTarget + (crypto.randomInt(0, 1_000_001) / 1_000_000) * span) * 1e4) /
    1e4;
  const picture = drawNotchImage(target);
  await db
    .insertInto('captcha_challenges')
    .values({
      id: challengeId,
      target,
      created_at: now.getTime(),
      expires_at: now.getTime() + SLIDER.challengeTtlMs,
      used_at: null,
    })
    .execute();
  return {
    challengeId,
    image: `data:image/png;base64,${picture.png.toString('base64')}`,
    pieceImage: `data:image/png;base64,${picture.piecePng.toString('base64')}`,
    imageWidth: picture.width,
    imageHeight: picture.height,
    pieceSize: picture.pieceSize,
    pieceTop: picture.pieceTop,
    expiresInSec: SLIDER.challengeTtlMs / 1000,
  };
}

/** Input of a verification: the challenge and the drag trace (the last point is the answer). */
export interface SliderAttempt {
  challengeId: string;
  trace: TracePoint[];
}

/** The outcome of an attempt: the client's CaptchaResult, and why it was refused (server only). */
export interface SliderVerdict {
  result: { ret: number; ticket: string; randstr: string };
  problem: TraceProblem | 'wrong-position' | 'unknown-challenge' | null;
}

/**
 * Verifies an attempt, using up the challenge (one attempt per challenge). Passes when the trace
 * ends within ±0.04 of the target and looks human (`traceProblem`, with the time the server
 * measured since it issued the challenge); then stores a ticket valid 2 minutes.
 * @returns the CaptchaResult `{ ret, ticket, randstr }` (`ticket`, `randstr` empty unless `ret`
 *   is 0) and the problem found, if any
 */
export async function verifyAttempt(
  db: Kysely<Database>,
  attempt: SliderAttempt,
  now: Date,
): Promise<SliderVerdict> {
  const challenge = await db
    .updateTable('captcha_challenges')
    .set({ used_at: now.getTime() })
    .where('id', '=', attempt.challengeId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.getTime())
    .returning(['target', 'created_at'])
    .executeTakeFirst();
  const refused = { ret: SLIDER_RET.failed, ticket: '', randstr: '' };
  if (!challenge) {
    return {
      result: { ret: SLIDER_RET.expired, ticket: '', randstr: '' },
      problem: 'unknown-challenge',
    };
  }
  const answer = attempt.trace.at(-1)?.x ?? 0;
  if (Math.abs(answer - challenge.target) > SLIDER.tolerance + 1e-9) {
    return { result: refused, problem: 'wrong-position' };
  }
  const problem = traceProblem(attempt.trace, now.getTime() - challenge.created_at);
  if (problem) return { result: refused, problem };
  const { ticket, randstr } = await issueTicket(db, now, SLIDER.ticketTtlMs);
  return { result: { ret: SLIDER_RET.passed, ticket, randstr }, problem: null };
}

/**
 * Where a live, unanswered challenge's notch is (the dev answer endpoint, docs/api.md "Captcha";
 * never served in production).
 * @returns the position 0–1 along the piece's travel, or null for an unknown, used or expired
 *   challenge
 */
export async function challengeAnswer(
  db: Kysely<Database>,
  challengeId: string,
  now: Date,
): Promise<number | null> {
  const row = await db
    .selectFrom('captcha_challenges')
    .select('target')
    .where('id', '=', challengeId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.getTime())
    .executeTakeFirst();
  return row?.target ?? null;
}

/**
 * Uses up a built-in ticket: it must exist with this `randstr`, be unused and not expired at `now`.
 * @throws ApiError HTTP 400 `40010` '验证码已失效，请重新验证' otherwise
 */
export async function consumeTicket(
  db: Kysely<Database>,
  ticket: string,
  randstr: string,
  now: Date,
): Promise<void> {
  if (!(await spendTicket(db, ticket, randstr, now))) {
    throw new ApiError(400, ERROR_CODES.captchaInvalid, CAPTCHA_INVALID_MSG);
  }
}

/**
 * The built-in slider's verifier: a ticket it issued, with its `randstr`, unused and under
 * 2 minutes old (the client address plays no part).
 */
export function builtinVerifier(db: Kysely<Database>, now: () => Date): CaptchaVerifier {
  return { verify: (ticket, randstr) => spendTicket(db, ticket, randstr, now()) };
}
