import { useAsyncData, type AsyncData } from '@xingheng/shared/ui';
import type { Wallet } from '@xingheng/shared';
import { fetchWallet } from './api';

/**
 * Loads the user's balance for the payment page (`GET /api/order/wallet`).
 * @returns `[state, retry]`
 */
export function useWallet(): [AsyncData<Wallet>, () => void] {
  return useAsyncData(fetchWallet);
}
