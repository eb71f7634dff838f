import { useAsyncData, type AsyncData } from '@xingheng/shared/ui';
import { useMemo } from 'react';
import type { OrderDetail } from '@xingheng/shared';
import { fetchOrderDetail } from './api';

/**
 * Loads an order for a payment or result page (`GET /api/order/detail`).
 * @param orderNo the validated `orderNo` of the query, or undefined (nothing is loaded: `idle`)
 * @returns `[state, retry]`: `AsyncData<OrderDetail>` and a function that loads again
 */
export function useOrderDetail(orderNo: string | undefined): [AsyncData<OrderDetail>, () => void] {
  const load = useMemo(
    () => (orderNo === undefined ? null : () => fetchOrderDetail(orderNo)),
    [orderNo],
  );
  return useAsyncData(load);
}
