import {
  ACTIVATION_METHOD,
  DURATION_UNIT,
  labelOf,
  SERVER_ORDER_TYPE,
  SERVER_TYPE,
  type OrderDetail,
} from '@xingheng/shared';
import { SummaryList, type SummaryRow } from '../../../components/SummaryList';
import { formatCents } from '../../../lib/money';
import { addressText, invoiceText } from '../../../lib/orderText';

/** The rows of what a service order buys (SPEC §3 labels). */
function serviceRows(service: NonNullable<OrderDetail['service']>): SummaryRow[] {
  const rows: SummaryRow[] = [
    { label: '订单类型', value: labelOf(SERVER_ORDER_TYPE, service.orderType) },
    { label: '服务', value: service.serviceName },
    { label: '服务类型', value: labelOf(SERVER_TYPE, service.serverType) },
    {
      label: '购买时长',
      value: `${labelOf(DURATION_UNIT, service.durationUnit)} × ${service.duration}`,
    },
    { label: '账号数量', value: `${service.accounts} 个` },
    { label: '激活方式', value: labelOf(ACTIVATION_METHOD, service.activationMethod) },
  ];
  if (service.accountName) rows.push({ label: '服务账号', value: service.accountName });
  return rows;
}

/** The rows of what a hardware order buys and where it goes. */
function hardwareRows(hardware: NonNullable<OrderDetail['hardware']>): SummaryRow[] {
  return [
    { label: '商品', value: hardware.name },
    { label: '单价', value: formatCents(hardware.unitPriceCents) },
    { label: '数量', value: `${hardware.quantity} 件` },
    { label: '收货地址', value: addressText(hardware.address) },
    { label: '发票', value: invoiceText(hardware.invoice) },
  ];
}

/**
 * The order on the payment page (SPEC §2 `/order/payment`): number, title, the configuration of a
 * service order or the product, quantity, address and invoice of a hardware order, and the amount
 * (fen shown as yuan).
 * @param order the unpaid `OrderDetail`
 */
export function OrderSummary({ order }: { order: OrderDetail }) {
  const rows: SummaryRow[] = [
    { label: '订单号', value: order.orderNo },
    { label: '订单内容', value: order.title },
    ...(order.service ? serviceRows(order.service) : []),
    ...(order.hardware ? hardwareRows(order.hardware) : []),
    {
      label: '应付金额',
      value: <span className="ord-amount">{formatCents(order.amountCents)}</span>,
    },
  ];
  return (
    <section className="ord-card" aria-labelledby="ord-summary-title">
      <h2 id="ord-summary-title" className="ord-h2">
        订单信息
      </h2>
      <SummaryList rows={rows} label="订单信息" />
    </section>
  );
}
