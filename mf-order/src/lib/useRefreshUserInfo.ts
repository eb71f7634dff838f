import { useEffect } from 'react';
import { fetchUserInfo, useAppDispatch } from '@xingheng/shared';

/**
 * Refreshes the user info once `when` becomes true, so the header's count of unpaid service
 * orders (`countNoPayServerOrder`, SPEC §2, §3) follows a payment.
 * @param when e.g. "the paid order has loaded"
 */
export function useRefreshUserInfo(when: boolean): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (when) void dispatch(fetchUserInfo());
  }, [when, dispatch]);
}
