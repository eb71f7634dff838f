import type { OrderDetail } from '@xingheng/shared';
import { serviceOrderPath, shopOrderPath, sitePaths } from '../paths';

/**
 * Where to buy an order's product again (a cancelled or failed order's way back, SPEC §2): the
 * purchase page of its service, or the checkout of its hardware.
 * @param order `{ service, hardware }` of an `OrderDetail`
 * @returns e.g. `/order?serviceId=6`, `/order/shopOrder?product=t-box&quantity=2`, or the service
 *   list when the order carries neither
 */
export function productPathOf(order: Pick<OrderDetail, 'service' | 'hardware'>): string {
  if (order.service) return serviceOrderPath({ serviceId: order.service.serviceId });
  if (order.hardware) return shopOrderPath(order.hardware.slug, order.hardware.quantity);
  return sitePaths.services;
}
