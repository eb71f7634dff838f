import { ORDER_LIMITS, parsePositiveId } from '@xingheng/shared';

/** Hardware slugs: the route names under `/productSolution/hardware/` (`t-box`, `lf-gnss`). */
const SLUG = /^[a-z0-9][a-z0-9-]{0,39}$/;

/** The validated query of `/order/shopOrder`. */
export interface ShopOrderParams {
  /** The product, or undefined when missing or malformed. */
  slug: string | undefined;
  /** Starting quantity: the query's when within `ORDER_LIMITS.quantity`, else 1. */
  quantity: number;
  /**
   * A service id: links that predate `/order` put service purchases here
   * (`/order/shopOrder?serviceId=6&planId=601`); the page forwards them.
   */
  serviceId: number | undefined;
  planId: number | undefined;
}

/**
 * Reads `product`, `quantity` (and a legacy `serviceId` / `planId`) from the checkout's query.
 * @param search the page's search params
 * @returns `ShopOrderParams`; invalid values are dropped or replaced by the default
 */
export function readShopOrderQuery(search: URLSearchParams): ShopOrderParams {
  const product = search.get('product');
  const quantity = parsePositiveId(search.get('quantity'));
  const { min, max } = ORDER_LIMITS.quantity;
  return {
    slug: product !== null && SLUG.test(product) ? product : undefined,
    quantity: quantity !== undefined && quantity >= min && quantity <= max ? quantity : 1,
    serviceId: parsePositiveId(search.get('serviceId')),
    planId: parsePositiveId(search.get('planId')),
  };
}
