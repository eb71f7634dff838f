import { sql, type Kysely, type Migration } from 'kysely';

/** An unpaid order is cancelled this long after it was created (ms; `ORDER_LIMITS.unpaidTtlMs`). */
const UNPAID_TTL_MS = 30 * 60 * 1000;

/**
 * Trial, purchase, hardware checkout and payment (docs/api.md "Orders and payments"). Instants are
 * epoch milliseconds, money integer fen, codes those of SPEC §3/§4.
 * - `server_orders` gains what a purchase needs: the service, accounts, activation method, the
 *   account renewed or expanded (`target_account`), when it is cancelled if unpaid (`expires_at`),
 *   payment (`paid_at`, `pay_type`) and the idempotency key (one order per user and key).
 *   Existing rows get the service of their server type and `created_at` + 30 min.
 * - `hardware.price_cents`: price of one unit; null: sold through sales, not online.
 * - `hardware_orders`: a hardware order with a copy of the delivery address and the invoice
 *   request (JSON), shipment (`tracking_no`, `shipped_at`), receipt and completion.
 * - `trial_applications`: the trial form, one per user and service (unique key).
 * - `service_accounts`: NTRIP accounts (`account_name`), the password as a bcrypt hash only.
 * - `wallets` / `wallet_ledger`: the balance (never below zero: a CHECK) and every change to it.
 * - `redeem_codes`: service codes (`kind` `service`: a service, server type, duration and number
 *   of accounts) and redemption codes (`kind` `redemption`: a face value), as the SHA-256 hex of
 *   the code, used once.
 * - `payments`: every payment attempt; a partial unique index allows one `paid` row per order, so
 *   an order cannot be paid twice whatever the race.
 * - `sandbox_gateway_payments`: the local Alipay / WeChat pay sandbox's own record (what the
 *   "gateway" knows), which the reconciliation compares with `payments`.
 */
export const ordersMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const so = db.schema.alterTable('server_orders');
    await so.addColumn('service_id', 'integer').execute();
    await so.addColumn('accounts', 'integer', (c) => c.notNull().defaultTo(1)).execute();
    await so.addColumn('activation_method', 'integer', (c) => c.notNull().defaultTo(2)).execute();
    await so.addColumn('target_account', 'varchar(32)').execute();
    await so.addColumn('expires_at', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
    await so.addColumn('paid_at', 'bigint').execute();
    await so.addColumn('pay_type', 'integer').execute();
    await so.addColumn('idempotency_key', 'varchar(64)').execute();
    await sql`update server_orders
      set service_id = case server_type when 1 then 7 else 6 end,
          expires_at = created_at + ${UNPAID_TTL_MS}`.execute(db);
    await db.schema
      .createIndex('server_orders_idempotency_uq')
      .on('server_orders')
      .columns(['user_id', 'idempotency_key'])
      .unique()
      .execute();
    await db.schema
      .createIndex('server_orders_expiry_idx')
      .on('server_orders')
      .columns(['status', 'expires_at'])
      .execute();

    await db.schema.alterTable('hardware').addColumn('price_cents', 'integer').execute();

    await db.schema
      .createTable('hardware_orders')
      .addColumn('order_no', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('slug', 'varchar(32)', (c) => c.notNull())
      .addColumn('product_name', 'varchar(64)', (c) => c.notNull())
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addColumn('unit_price_cents', 'integer', (c) => c.notNull())
      .addColumn('amount_cents', 'integer', (c) => c.notNull())
      .addColumn('address_json', 'text', (c) => c.notNull())
      .addColumn('invoice_json', 'text', (c) => c.notNull())
      .addColumn('idempotency_key', 'varchar(64)')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('paid_at', 'bigint')
      .addColumn('pay_type', 'integer')
      .addColumn('tracking_no', 'varchar(32)')
      .addColumn('shipped_at', 'bigint')
      .addColumn('received_at', 'bigint')
      .addColumn('completed_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('hardware_orders_idempotency_uq')
      .on('hardware_orders')
      .columns(['user_id', 'idempotency_key'])
      .unique()
      .execute();
    await db.schema
      .createIndex('hardware_orders_user_status_idx')
      .on('hardware_orders')
      .columns(['user_id', 'status'])
      .execute();
    await db.schema
      .createIndex('hardware_orders_expiry_idx')
      .on('hardware_orders')
      .columns(['status', 'expires_at'])
      .execute();

    await db.schema
      .createTable('trial_applications')
      .addColumn('order_no', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('service_id', 'integer', (c) => c.notNull())
      .addColumn('devices', 'integer', (c) => c.notNull())
      .addColumn('use_case', 'varchar(16)', (c) => c.notNull())
      .addColumn('company', 'varchar(100)', (c) => c.notNull())
      .addColumn('contact_name', 'varchar(20)', (c) => c.notNull())
      .addColumn('contact_phone', 'varchar(20)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('trial_applications_user_service_uq', ['user_id', 'service_id'])
      .execute();

    await db.schema
      .createTable('service_accounts')
      .addColumn('account_name', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('service_id', 'integer', (c) => c.notNull())
      .addColumn('server_type', 'integer', (c) => c.notNull())
      .addColumn('order_no', 'varchar(32)', (c) => c.notNull())
      .addColumn('password_hash', 'varchar(100)', (c) => c.notNull())
      .addColumn('is_active', 'integer', (c) => c.notNull())
      .addColumn('duration_unit', 'integer', (c) => c.notNull())
      .addColumn('duration', 'integer', (c) => c.notNull())
      .addColumn('activated_at', 'bigint')
      .addColumn('expires_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('service_accounts_user_idx')
      .on('service_accounts')
      .column('user_id')
      .execute();
    await db.schema
      .createIndex('service_accounts_order_idx')
      .on('service_accounts')
      .column('order_no')
      .execute();

    await db.schema
      .createTable('wallets')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
      .addColumn('balance_cents', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`balance_cents >= 0`),
      )
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('wallet_ledger')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('delta_cents', 'integer', (c) => c.notNull())
      .addColumn('balance_after_cents', 'integer', (c) => c.notNull())
      .addColumn('reason', 'varchar(32)', (c) => c.notNull())
      .addColumn('order_no', 'varchar(32)')
      .addColumn('payment_no', 'varchar(32)')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('wallet_ledger_user_idx')
      .on('wallet_ledger')
      .columns(['user_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('redeem_codes')
      .addColumn('code_hash', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('label', 'varchar(32)', (c) => c.notNull())
      .addColumn('value_cents', 'integer')
      .addColumn('service_id', 'integer')
      .addColumn('server_type', 'integer')
      .addColumn('duration_unit', 'integer')
      .addColumn('duration', 'integer')
      .addColumn('accounts', 'integer')
      .addColumn('expires_at', 'bigint')
      .addColumn('used_at', 'bigint')
      .addColumn('used_by', 'integer')
      .addColumn('order_no', 'varchar(32)')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('payments')
      .addColumn('payment_no', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('order_no', 'varchar(32)', (c) => c.notNull())
      .addColumn('order_kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('pay_type', 'integer', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('amount_cents', 'integer', (c) => c.notNull())
      .addColumn('balance_cents', 'integer', (c) => c.notNull())
      .addColumn('gateway_cents', 'integer', (c) => c.notNull())
      .addColumn('channel', 'varchar(16)')
      .addColumn('code_hash', 'varchar(64)')
      .addColumn('gateway_trade_no', 'varchar(64)')
      .addColumn('code_url', 'varchar(512)')
      .addColumn('pay_url', 'varchar(512)')
      .addColumn('fail_reason', 'varchar(128)')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('paid_at', 'bigint')
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('payments_order_idx')
      .on('payments')
      .columns(['order_no', 'created_at'])
      .execute();
    await db.schema
      .createIndex('payments_status_expiry_idx')
      .on('payments')
      .columns(['status', 'expires_at'])
      .execute();
    await db.schema
      .createIndex('payments_one_paid_per_order_uq')
      .on('payments')
      .column('order_no')
      .unique()
      .where(sql.ref('status'), '=', 'paid')
      .execute();

    await db.schema
      .createTable('sandbox_gateway_payments')
      .addColumn('gateway_trade_no', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('payment_no', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('channel', 'varchar(16)', (c) => c.notNull())
      .addColumn('amount_cents', 'integer', (c) => c.notNull())
      .addColumn('subject', 'varchar(128)', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('notify_url', 'varchar(512)', (c) => c.notNull())
      .addColumn('return_url', 'varchar(512)')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('decided_at', 'bigint')
      .addColumn('notified_at', 'bigint')
      .addColumn('notify_attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of [
      'sandbox_gateway_payments',
      'payments',
      'redeem_codes',
      'wallet_ledger',
      'wallets',
      'service_accounts',
      'trial_applications',
      'hardware_orders',
    ]) {
      await db.schema.dropTable(table).execute();
    }
    await db.schema.dropIndex('server_orders_expiry_idx').execute();
    await db.schema.dropIndex('server_orders_idempotency_uq').execute();
    for (const column of [
      'idempotency_key',
      'pay_type',
      'paid_at',
      'expires_at',
      'target_account',
      'activation_method',
      'accounts',
      'service_id',
    ]) {
      await db.schema.alterTable('server_orders').dropColumn(column).execute();
    }
    await db.schema.alterTable('hardware').dropColumn('price_cents').execute();
  },
};
