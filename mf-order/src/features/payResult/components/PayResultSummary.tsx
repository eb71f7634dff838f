import { labelOf, PAY_TYPE, type OrderDetail } from '@xingheng/shared';
import { SummaryList, type SummaryRow } from '../../../components/SummaryList';
import { formatShanghaiDateTime } from '../../../lib/dateTime';
import { formatCents } from '../../../lib/money';

/**
 * The order facts of a pay result page (SPEC §2 `/order/payoff`, `/order/payError`): order
 * number, what it buys, the amount (fen as yuan) and — once paid — the pay type (SPEC §3 label)
 * and time; on the error page the pay type of the last attempt.
 * @param order the loaded `OrderDetail`
 */
export function PayResultSummary({ order }: { order: OrderDetail }) {
  const payType = order.payType ?? order.lastPayment?.payType ?? null;
  const rows: SummaryRow[] = [
    { label: '订单号', value: order.orderNo },
    { label: '订单内容', value: order.title },
    {
      label: order.paidAt === null ? '订单金额' : '支付金额',
      value: formatCents(order.amountCents),
    },
  ];
  if (payType !== null) rows.push({ label: '支付方式', value: labelOf(PAY_TYPE, payType) });
  if (order.paidAt !== null) {
    rows.push({ label: '支付时间', value: formatShanghaiDateTime(order.paidAt) });
  }
  return <SummaryList rows={rows} label="订单信息" />;
}
