import crypto from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { OrderKind } from '@xingheng/shared';
import type { Database } from '../db/types';
import { shanghaiDate } from './duration';

type Db = Kysely<Database> | Transaction<Database>;

/** Tries before giving up on finding an unused random name (a collision is 1 in 10⁸ per try). */
const ATTEMPTS = 10;

/** `count` random decimal digits. */
function digits(count: number): string {
  let out = '';
  for (let i = 0; i < count; i += 1) out += String(crypto.randomInt(10));
  return out;
}

/**
 * A new, unused order number: `SO` (service) or `HO` (hardware) + the Asia/Shanghai date
 * `yyyyMMdd` + 8 random digits, e.g. `SO2026031804715263` (18 characters). Call it inside the
 * transaction that inserts the order, so the check and the insert see the same rows.
 * @param db the transaction
 * @param kind which table the number is for
 * @param nowMs the creation instant, epoch ms
 * @throws Error after 10 collisions in a row (practically never)
 */
export async function newOrderNo(db: Db, kind: OrderKind, nowMs: number): Promise<string> {
  const prefix = `${kind === 'service' ? 'SO' : 'HO'}${shanghaiDate(nowMs)}`;
  const table = kind === 'service' ? 'server_orders' : 'hardware_orders';
  for (let i = 0; i < ATTEMPTS; i += 1) {
    const orderNo = prefix + digits(8);
    const taken = await db
      .selectFrom(table)
      .select('order_no')
      .where('order_no', '=', orderNo)
      .executeTakeFirst();
    if (!taken) return orderNo;
  }
  throw new Error('no free order number after 10 tries');
}

/**
 * A new, unused service account name: `xhcm` (server type 2, centimetre) or `xhdm` (1, sub-metre)
 * + 8 random digits, e.g. `xhcm20481736`. Call it inside the transaction that inserts the account.
 * @param db the transaction
 * @param serverType SPEC §3 server type of the account
 * @param taken names already picked in this batch but not inserted yet
 * @throws Error after 10 collisions in a row (practically never)
 */
export async function newAccountName(
  db: Db,
  serverType: number,
  taken: ReadonlySet<string> = new Set(),
): Promise<string> {
  const prefix = serverType === 2 ? 'xhcm' : 'xhdm';
  for (let i = 0; i < ATTEMPTS; i += 1) {
    const name = prefix + digits(8);
    if (taken.has(name)) continue;
    const row = await db
      .selectFrom('service_accounts')
      .select('account_name')
      .where('account_name', '=', name)
      .executeTakeFirst();
    if (!row) return name;
  }
  throw new Error('no free account name after 10 tries');
}

/** Letters and digits of a generated password, without the look-alikes 0 O o 1 l I. */
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz';
const DIGITS = '23456789';

/**
 * A random service account password: 12 characters of letters and digits (at least one of each),
 * from the operating system's random source; shown once, stored only as a bcrypt hash.
 */
export function newAccountPassword(): string {
  const all = LETTERS + DIGITS;
  const pick = (set: string) => set[crypto.randomInt(set.length)] ?? '';
  const chars = [pick(LETTERS), pick(DIGITS)];
  while (chars.length < 12) chars.push(pick(all));
  // Fisher–Yates, so the letter and the digit are not always first.
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = crypto.randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] ?? '', chars[i] ?? ''];
  }
  return chars.join('');
}

/**
 * `password_hash` of an account created by a payment: no password yet (not a bcrypt hash, so it
 * matches nothing). Hashing up to 100 passwords inside the payment's transaction would hold the
 * database for seconds; the customer sets one with `serviceAccount/resetPassword`, shown once.
 */
export const NO_PASSWORD_HASH = '!';
