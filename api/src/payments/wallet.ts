import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/types';
import { balanceInsufficient } from './failures';
import { newLedgerId } from './money';

type Db = Kysely<Database> | Transaction<Database>;

/** Why a balance changed (`wallet_ledger.reason`, docs/api.md "Ledgers"). */
export type LedgerReason = 'seed' | 'payment' | 'refund' | 'redemption_remainder' | 'topup';

/** What a ledger row points at. */
export interface LedgerRef {
  reason: LedgerReason;
  orderNo: string | null;
  paymentNo: string | null;
  /** Epoch ms of the change. */
  at: number;
}

/**
 * A user's balance in fen (0 when the user has no wallet yet).
 * @param db the database or a transaction
 */
export async function walletBalance(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('wallets')
    .select('balance_cents')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.balance_cents ?? 0;
}

async function writeLedger(
  trx: Transaction<Database>,
  userId: number,
  delta: number,
  after: number,
  ref: LedgerRef,
): Promise<void> {
  await trx
    .insertInto('wallet_ledger')
    .values({
      id: newLedgerId(ref.at),
      user_id: userId,
      delta_cents: delta,
      balance_after_cents: after,
      reason: ref.reason,
      order_no: ref.orderNo,
      payment_no: ref.paymentNo,
      created_at: ref.at,
    })
    .execute();
}

/**
 * Takes `cents` from the balance inside the caller's transaction: one conditional update
 * (`balance_cents >= cents`, so two payments at once can never take it below zero; the table's
 * CHECK is the last guard) and one ledger row (negative delta). Nothing is written for 0.
 * @returns the balance after
 * @throws ApiError 400 `40084` naming the balance when it does not cover `cents`
 */
export async function debitWallet(
  trx: Transaction<Database>,
  userId: number,
  cents: number,
  ref: LedgerRef,
): Promise<number> {
  if (cents <= 0) return walletBalance(trx, userId);
  const row = await trx
    .updateTable('wallets')
    .set((eb) => ({ balance_cents: eb('balance_cents', '-', cents), updated_at: ref.at }))
    .where('user_id', '=', userId)
    .where('balance_cents', '>=', cents)
    .returning('balance_cents')
    .executeTakeFirst();
  if (!row) throw balanceInsufficient(await walletBalance(trx, userId), cents);
  await writeLedger(trx, userId, -cents, row.balance_cents, ref);
  return row.balance_cents;
}

/**
 * Adds `cents` to the balance inside the caller's transaction (creating the wallet), with a
 * ledger row. Nothing is written for 0.
 * @returns the balance after
 */
export async function creditWallet(
  trx: Transaction<Database>,
  userId: number,
  cents: number,
  ref: LedgerRef,
): Promise<number> {
  if (cents <= 0) return walletBalance(trx, userId);
  await trx
    .insertInto('wallets')
    .values({ user_id: userId, balance_cents: 0, updated_at: ref.at })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  const row = await trx
    .updateTable('wallets')
    .set((eb) => ({ balance_cents: eb('balance_cents', '+', cents), updated_at: ref.at }))
    .where('user_id', '=', userId)
    .returning('balance_cents')
    .executeTakeFirstOrThrow();
  await writeLedger(trx, userId, cents, row.balance_cents, ref);
  return row.balance_cents;
}
