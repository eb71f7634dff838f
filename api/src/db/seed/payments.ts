import type { Insertable, Kysely } from 'kysely';
import type { Database, RedeemCodeTable } from '../types';
import { hashRedeemCode, redeemCodeLabel } from '../../payments/codes';
import { transact } from '../transaction';

/** The demo account's opening balance: ¥5,000.00 (docs/api.md "Demo balance and codes"). */
export const DEMO_BALANCE_CENTS = 500_000;

/** When the demo's wallet and codes were issued (fixed, so seeding is repeatable). */
const ISSUED_AT = Date.parse('2026-01-05T09:30:00+08:00');

/**
 * The demo codes in clear (docs/api.md "Demo balance and codes"). Stored only as SHA-256 of the
 * normalised code; listed here because they are demo data, printed in the docs on purpose.
 */
export const DEMO_CODES = {
  /** Service code: Locate-CM (service 6), centimetre level, 1 month, 1 account. */
  serviceCm: 'XHSC-DEMO-CM01-2026',
  /** Service code: Locate-DM (service 7), sub-metre level, 1 month, 1 account. */
  serviceDm: 'XHSC-DEMO-DM01-2026',
  /** Redemption code worth ¥100.00. */
  redeem100: 'XHRC-DEMO-0100-2026',
  /** Redemption code worth ¥5,000.00. */
  redeem5000: 'XHRC-DEMO-5000-2026',
} as const;

function serviceCode(
  code: string,
  serviceId: number,
  serverType: number,
): Insertable<RedeemCodeTable> {
  return {
    code_hash: hashRedeemCode(code),
    kind: 'service',
    label: redeemCodeLabel(code),
    value_cents: null,
    service_id: serviceId,
    server_type: serverType,
    duration_unit: 3,
    duration: 1,
    accounts: 1,
    expires_at: null,
    used_at: null,
    used_by: null,
    order_no: null,
    created_at: ISSUED_AT,
  };
}

function redemptionCode(code: string, valueCents: number): Insertable<RedeemCodeTable> {
  return {
    code_hash: hashRedeemCode(code),
    kind: 'redemption',
    label: redeemCodeLabel(code),
    value_cents: valueCents,
    service_id: null,
    server_type: null,
    duration_unit: null,
    duration: null,
    accounts: null,
    expires_at: null,
    used_at: null,
    used_by: null,
    order_no: null,
    created_at: ISSUED_AT,
  };
}

/**
 * Gives the demo user (id `userId`) a wallet of ¥5,000.00 with its `seed` ledger row, and the
 * four demo codes. Idempotent: a wallet that exists (even spent) and codes that exist (even used)
 * are left as they are.
 */
export async function seedDemoPayments(db: Kysely<Database>, userId: number): Promise<void> {
  await transact(db, async (trx) => {
    const wallet = await trx
      .insertInto('wallets')
      .values({ user_id: userId, balance_cents: DEMO_BALANCE_CENTS, updated_at: ISSUED_AT })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .executeTakeFirst();
    if (Number(wallet.numInsertedOrUpdatedRows ?? 0) === 1) {
      await trx
        .insertInto('wallet_ledger')
        .values({
          id: `WLSEED${userId}`,
          user_id: userId,
          delta_cents: DEMO_BALANCE_CENTS,
          balance_after_cents: DEMO_BALANCE_CENTS,
          reason: 'seed',
          order_no: null,
          payment_no: null,
          created_at: ISSUED_AT,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    }
    await trx
      .insertInto('redeem_codes')
      .values([
        serviceCode(DEMO_CODES.serviceCm, 6, 2),
        serviceCode(DEMO_CODES.serviceDm, 7, 1),
        redemptionCode(DEMO_CODES.redeem100, 10_000),
        redemptionCode(DEMO_CODES.redeem5000, 500_000),
      ])
      .onConflict((oc) => oc.column('code_hash').doNothing())
      .execute();
  });
}
