import type { ServerOrderTable } from '../types';

/** The demo account (phone 13800138000). Its password is hashed when it is seeded. */
export const demoUser = {
  id: 1,
  phone: '13800138000',
  password: 'Xh@2026demo',
  nickname: '测绘小星',
  createdAt: Date.parse('2026-01-05T09:30:00+08:00'),
};

const at = (iso: string): number => Date.parse(`${iso}+08:00`);

/**
 * Service orders of the demo user: 2 unpaid (status 0), 2 paid (1) and 1 cancelled (3), so the
 * unpaid count is 2 (SPEC §4 statuses, §3 lookups for type, server type and duration unit).
 */
export const demoOrders: ServerOrderTable[] = [
  {
    order_no: 'SO202603180001',
    user_id: 1,
    order_type: 0,
    server_type: 2,
    duration_unit: 6,
    duration: 1,
    amount_cents: 360000,
    status: 1,
    created_at: at('2026-03-18T10:12:00'),
  },
  {
    order_no: 'SO202605060002',
    user_id: 1,
    order_type: 2,
    server_type: 1,
    duration_unit: 1,
    duration: 7,
    amount_cents: 0,
    status: 1,
    created_at: at('2026-05-06T15:40:00'),
  },
  {
    order_no: 'SO202609160003',
    user_id: 1,
    order_type: 1,
    server_type: 2,
    duration_unit: 3,
    duration: 3,
    amount_cents: 108000,
    status: 0,
    created_at: at('2026-09-16T11:05:00'),
  },
  {
    order_no: 'SO202610180004',
    user_id: 1,
    order_type: 3,
    server_type: 1,
    duration_unit: 5,
    duration: 1,
    amount_cents: 45000,
    status: 0,
    created_at: at('2026-10-18T16:20:00'),
  },
  {
    order_no: 'SO202611020005',
    user_id: 1,
    order_type: 0,
    server_type: 1,
    duration_unit: 3,
    duration: 1,
    amount_cents: 12000,
    status: 3,
    created_at: at('2026-11-02T09:00:00'),
  },
];
