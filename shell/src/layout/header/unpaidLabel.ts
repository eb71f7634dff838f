/**
 * Label of the unpaid-orders entry of the user menu (SPEC §2): the count in brackets only when
 * above 0.
 * @param count unpaid service orders (`countNoPayServerOrder`)
 * @returns `未支付订单(2)` or `未支付订单`
 */
export function unpaidLabel(count: number): string {
  return count > 0 ? `未支付订单(${count})` : '未支付订单';
}
