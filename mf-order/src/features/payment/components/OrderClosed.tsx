import { Result } from 'antd';
import type { OrderDetail } from '@xingheng/shared';
import { ButtonLink } from '../../../components/ButtonLink';
import type { OrderPhase } from '../../../lib/orderPhase';
import { paths, payResultPath } from '../../../paths';
import { productPathOf } from '../../../lib/productPath';

/**
 * The payment page of an order that can no longer be paid: paid already (link to the result) or
 * cancelled (unpaid for 30 minutes, SPEC §4; link back to the product).
 * @param order the order
 * @param phase `paid` or `cancelled` (`orderPhase`)
 */
export function OrderClosed({
  order,
  phase,
}: {
  order: OrderDetail;
  phase: Exclude<OrderPhase, 'unpaid'>;
}) {
  if (phase === 'paid') {
    return (
      <Result
        status="success"
        title={<h2 className="ord-state-title">该订单已支付</h2>}
        subTitle={`订单 ${order.orderNo} 已完成支付，无需重复支付。`}
        extra={
          <ButtonLink type="primary" to={payResultPath(paths.payoff, order.orderNo)}>
            查看支付结果
          </ButtonLink>
        }
      />
    );
  }
  return (
    <Result
      status="warning"
      title={<h2 className="ord-state-title">订单已取消</h2>}
      subTitle={`订单 ${order.orderNo} 超过 30 分钟未支付，已自动取消。如需购买，请重新下单。`}
      extra={
        <ButtonLink type="primary" to={productPathOf(order)}>
          重新下单
        </ButtonLink>
      }
    />
  );
}
