import type { InvoiceRequest, OrderAddress } from '@xingheng/shared';

/**
 * A delivery address on one line, as stored on a hardware order.
 * @returns e.g. `张三 13800138000 北京市 市辖区 海淀区 中关村大街 1 号（邮编 100080）`
 */
export function addressText(address: OrderAddress): string {
  const postcode = address.postcode ? `（邮编 ${address.postcode}）` : '';
  return `${address.recipient} ${address.mobile} ${address.region} ${address.detail}${postcode}`;
}

/**
 * An invoice request in words.
 * @returns `不开发票`, `个人：张三`, or `企业：星衡时空（91440300708461136T）`
 */
export function invoiceText(invoice: InvoiceRequest): string {
  if (invoice.type === 'personal') return `个人：${invoice.title}`;
  if (invoice.type === 'company') return `企业：${invoice.title}（${invoice.taxNumber}）`;
  return '不开发票';
}
