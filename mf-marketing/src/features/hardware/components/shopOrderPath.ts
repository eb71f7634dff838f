import type { HardwareSlug } from '../../../content/hardware';

/**
 * The order page for one hardware product (issue #3: "购买" to `/order/shopOrder` with the product;
 * the page belongs to mf-order and reads the `product` query).
 * @param slug the product, e.g. `t-box`
 * @returns `/order/shopOrder?product=t-box`
 */
export function shopOrderPath(slug: HardwareSlug): string {
  return `/order/shopOrder?${new URLSearchParams({ product: slug }).toString()}`;
}
