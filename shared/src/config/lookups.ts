/**
 * Display lookups, code to Chinese label (SPEC §3 and §4). The one source of these tables.
 */
export type Lookup = Readonly<Record<number, string>>;

export const SERVER_ORDER_TYPE: Lookup = {
  0: '普通订单',
  1: '续费',
  2: '试用',
  3: '扩容',
  4: '试用转正式',
  5: '经销商测试',
  6: '测试延期',
};
export const SERVER_TYPE: Lookup = { 1: '亚米级', 2: '厘米级' };
export const ACTIVATION_METHOD: Lookup = { 1: '手动激活', 2: '自动激活' };
export const BIND_METHOD: Lookup = { 1: '手动绑定', 2: '自动绑定' };
export const CONNECT_TYPE: Lookup = { 1: 'NTRIP 或 SDK' };
export const DURATION_UNIT: Lookup = { 1: '天', 2: '周', 3: '月', 4: '季度', 5: '半年', 6: '年' };
export const IS_ACTIVE: Lookup = { 0: '未激活', 1: '已激活', 2: '测试激活' };
export const PAY_TYPE: Lookup = {
  1: '余额支付',
  2: '支付宝',
  3: '微信支付',
  4: '服务码兑换',
  5: '兑换码支付',
  6: '余额+微信支付',
};
/** Service order status codes by name (SPEC §4): the one place code compares them. */
export const SERVICE_STATUS = { unpaid: 0, paid: 1, cancelled: 3 } as const;
/** Hardware order status codes by name (SPEC §4). */
export const HARDWARE_STATUS = {
  unpaid: 0,
  paid: 1,
  cancelled: 2,
  awaitingReceipt: 3,
  received: 4,
  completed: 5,
} as const;

export const SERVICE_ORDER_STATUS: Lookup = { 0: '待支付', 1: '已支付', 3: '已取消' };
export const HARDWARE_ORDER_STATUS: Lookup = {
  0: '待支付',
  1: '已支付',
  2: '已取消',
  3: '待收货',
  4: '已收货',
  5: '已完成',
};

/**
 * Label of a code in a lookup.
 * @returns the label, or `未知(<code>)` for a code the table does not know
 */
export function labelOf(table: Lookup, code: number): string {
  return table[code] ?? `未知(${code})`;
}
