import type { Insertable } from 'kysely';
import { NO_PASSWORD_HASH } from '../../orders/names';
import type { ServerOrderTable, ServiceAccountTable, TrialApplicationTable } from '../types';

/** The demo account (phone 13800138000). Its password is hashed when it is seeded. */
export const demoUser = {
  id: 1,
  phone: '13800138000',
  password: 'Xh@2026demo',
  nickname: '测绘小星',
  createdAt: Date.parse('2026-01-05T09:30:00+08:00'),
};

const at = (iso: string): number => Date.parse(`${iso}+08:00`);

/** Minutes, in ms. */
const MINUTE = 60 * 1000;
/** An unpaid order is cancelled this long after it was created (`ORDER_LIMITS.unpaidTtlMs`). */
const UNPAID_TTL_MS = 30 * MINUTE;

/** A paid or cancelled demo order created at `iso` (Asia/Shanghai), paid 3 minutes later if paid. */
function past(iso: string, paid: { payType: number | null } | null) {
  const created = at(iso);
  return {
    created_at: created,
    expires_at: created + UNPAID_TTL_MS,
    paid_at: paid ? created + 3 * MINUTE : null,
    pay_type: paid ? paid.payType : null,
  };
}

/** An unpaid demo order created `minutesAgo` before the seed ran, so it is not expired at once. */
function unpaid(seedMs: number, minutesAgo: number) {
  const created = seedMs - minutesAgo * MINUTE;
  return {
    created_at: created,
    expires_at: created + UNPAID_TTL_MS,
    paid_at: null,
    pay_type: null,
  };
}

/**
 * Service orders of the demo user: 2 unpaid (status 0), 2 paid (1) and 1 cancelled (3), so the
 * unpaid count is 2 (SPEC §4 statuses, §3 lookups for type, server type and duration unit). Amounts
 * follow the plans of `servicePlanSeed` (fen). The unpaid ones are dated from `seedMs` (created 2
 * and 1 minutes before it, cancelled 30 minutes after creation by the expiry), so a fresh start
 * shows 2 unpaid orders; the renewal and the expansion name demo accounts of `demoServiceAccounts`.
 * Every row sets every column: a multi-row insert in SQLite writes null, not the default, for a
 * column some rows leave out.
 * @param seedMs when the seed runs, epoch ms
 */
export function demoOrders(seedMs: number): Insertable<ServerOrderTable>[] {
  return [
    {
      order_no: 'SO202603180001',
      user_id: 1,
      order_type: 0,
      service_id: 6,
      server_type: 2,
      duration_unit: 6,
      duration: 1,
      accounts: 3,
      target_account: null,
      activation_method: 2,
      amount_cents: 360000,
      status: 1,
      ...past('2026-03-18T10:12:00', { payType: 3 }),
    },
    {
      order_no: 'SO202605060002',
      user_id: 1,
      order_type: 2,
      service_id: 7,
      server_type: 1,
      duration_unit: 1,
      duration: 7,
      accounts: 1,
      target_account: null,
      activation_method: 2,
      amount_cents: 0,
      status: 1,
      ...past('2026-05-06T15:40:00', { payType: null }),
    },
    {
      order_no: 'SO202609160003',
      user_id: 1,
      order_type: 1,
      service_id: 6,
      server_type: 2,
      duration_unit: 3,
      duration: 3,
      target_account: 'xhcm26031801',
      accounts: 1,
      activation_method: 2,
      amount_cents: 36000,
      status: 0,
      ...unpaid(seedMs, 2),
    },
    {
      order_no: 'SO202610180004',
      user_id: 1,
      order_type: 3,
      service_id: 7,
      server_type: 1,
      duration_unit: 5,
      duration: 1,
      accounts: 3,
      target_account: 'xhdm26050601',
      activation_method: 2,
      amount_cents: 45000,
      status: 0,
      ...unpaid(seedMs, 1),
    },
    {
      order_no: 'SO202611020005',
      user_id: 1,
      order_type: 0,
      service_id: 7,
      server_type: 1,
      duration_unit: 3,
      duration: 1,
      accounts: 4,
      target_account: null,
      activation_method: 2,
      amount_cents: 12000,
      status: 3,
      ...past('2026-11-02T09:00:00', null),
    },
  ];
}

/**
 * Service accounts of the demo user's paid orders: three centimetre accounts of the yearly order
 * (active until 2027-03-18 10:15) and the expired trial account of Locate-DM. No password yet
 * (`NO_PASSWORD_HASH`): the user center sets one with `serviceAccount/resetPassword`.
 */
export const demoServiceAccounts: Insertable<ServiceAccountTable>[] = [
  ...['xhcm26031801', 'xhcm26031802', 'xhcm26031803'].map((name) => ({
    account_name: name,
    user_id: 1,
    service_id: 6,
    server_type: 2,
    order_no: 'SO202603180001',
    password_hash: NO_PASSWORD_HASH,
    is_active: 1,
    duration_unit: 6,
    duration: 1,
    activated_at: at('2026-03-18T10:15:00'),
    expires_at: at('2027-03-18T10:15:00'),
    created_at: at('2026-03-18T10:15:00'),
  })),
  {
    account_name: 'xhdm26050601',
    user_id: 1,
    service_id: 7,
    server_type: 1,
    order_no: 'SO202605060002',
    password_hash: NO_PASSWORD_HASH,
    is_active: 2,
    duration_unit: 1,
    duration: 7,
    activated_at: at('2026-05-06T15:40:00'),
    expires_at: at('2026-05-13T15:40:00'),
    created_at: at('2026-05-06T15:40:00'),
  },
];

/** The trial application behind the demo trial order (one trial per service: Locate-DM is used). */
export const demoTrialApplications: Insertable<TrialApplicationTable>[] = [
  {
    order_no: 'SO202605060002',
    user_id: 1,
    service_id: 7,
    devices: 1,
    use_case: 'driving',
    company: '星衡测绘示范有限公司',
    contact_name: '测绘小星',
    contact_phone: '13800138000',
    created_at: at('2026-05-06T15:40:00'),
  },
];
