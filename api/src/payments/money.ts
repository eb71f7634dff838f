import crypto from 'node:crypto';

/**
 * An amount in fen as the pages write it: `¥5,000.00` (docs/api.md "Payments").
 * @param cents integer fen, ≥ 0
 */
export function yuan(cents: number): string {
  const whole = Math.floor(cents / 100).toLocaleString('en-US');
  return `¥${whole}.${String(cents % 100).padStart(2, '0')}`;
}

/** `count` random upper-case hex characters. */
function randomHex(count: number): string {
  return crypto
    .randomBytes(Math.ceil(count / 2))
    .toString('hex')
    .slice(0, count)
    .toUpperCase();
}

/**
 * A new payment number: `PY` + epoch ms (13 digits) + 10 random hex characters, 25 characters in
 * all; random enough that two payments never collide and one cannot be guessed from another.
 */
export function newPaymentNo(nowMs: number): string {
  return `PY${nowMs}${randomHex(10)}`;
}

/** A new wallet ledger row id: `WL` + epoch ms + 10 random hex characters (25 characters). */
export function newLedgerId(nowMs: number): string {
  return `WL${nowMs}${randomHex(10)}`;
}
