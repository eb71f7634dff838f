import type { OrderDetail } from '@xingheng/shared';

/**
 * Why an order's payment did not complete (SPEC §2 `/order/payError`): the order was cancelled or
 * its 30 minutes ran out (SPEC §4), else the last payment's reason from the gateway, else a
 * general sentence.
 * @param order the order
 * @param cancelled the order is cancelled (`orderPhase`)
 * @param expired its time to pay has run out (`useCountdown`)
 */
export function FailureCause({
  order,
  cancelled,
  expired,
}: {
  order: OrderDetail;
  cancelled: boolean;
  expired: boolean;
}) {
  let cause = '本次支付没有成功，未完成的订单不会产生扣款。';
  if (cancelled || expired) cause = '订单超过 30 分钟未支付，已超时取消，请重新下单。';
  else if (order.lastPayment?.failReason) cause = `失败原因：${order.lastPayment.failReason}`;
  return <p className="ord-cause">{cause}</p>;
}
