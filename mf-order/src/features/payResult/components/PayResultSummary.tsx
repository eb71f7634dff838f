import { labelOf, PAY_TYPE } from '@xingheng/shared';
import { formatYuan, type PayResultParams } from '../parsePayResult';

/**
 * The order facts of a pay result page (SPEC §2 `/order/payoff`, `/order/payError`): order number,
 * amount and pay type, each shown only when valid. Renders nothing when none is.
 * @param params the validated query (`parsePayResult`)
 * @param showPayment show amount and pay type too (the success page); the error page shows only
 *   the order number
 */
export function PayResultSummary({
  params,
  showPayment = true,
}: {
  params: PayResultParams;
  showPayment?: boolean;
}) {
  const rows: { label: string; value: string }[] = [];
  if (params.orderNo !== undefined) rows.push({ label: '订单号', value: params.orderNo });
  if (showPayment && params.amount !== undefined) {
    rows.push({ label: '支付金额', value: formatYuan(params.amount) });
  }
  if (showPayment && params.payType !== undefined) {
    rows.push({ label: '支付方式', value: labelOf(PAY_TYPE, params.payType) });
  }
  if (rows.length === 0) return null;
  return (
    <dl className="ord-summary">
      {rows.map((row) => (
        <div className="ord-summary-row" key={row.label}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
