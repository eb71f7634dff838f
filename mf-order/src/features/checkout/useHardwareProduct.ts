import { useAsyncData, type AsyncData } from '@xingheng/shared/ui';
import { useMemo } from 'react';
import type { HardwareProduct } from '@xingheng/shared';
import { fetchHardwareProduct } from './api';

/**
 * Loads the product of the checkout (`GET /api/order/hardware/product`).
 * @param slug the product of the query, or undefined when missing or malformed (`idle`)
 * @returns `[state, retry]`
 */
export function useHardwareProduct(
  slug: string | undefined,
): [AsyncData<HardwareProduct>, () => void] {
  const load = useMemo(
    () => (slug === undefined ? null : () => fetchHardwareProduct(slug)),
    [slug],
  );
  return useAsyncData(load);
}
