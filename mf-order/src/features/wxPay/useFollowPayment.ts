import { useEffect } from 'react';
import { useNavigate } from '@xingheng/shared/router';
import type { PaymentStatus } from '@xingheng/shared';
import { paths, payResultPath } from '../../paths';

/**
 * Leaves the QR page when the payment is settled (SPEC §2 `/order/wxPay`): `paid` →
 * `/order/payoff?orderNo=`, `failed` or `expired` → `/order/payError?orderNo=` (replacing the QR
 * page in the history, so Back does not return to a dead code).
 * @param status the latest polled status, or undefined before the first answer
 * @param orderNo the payment's order
 */
export function useFollowPayment(status: PaymentStatus | undefined, orderNo: string): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (status === 'paid') {
      void navigate(payResultPath(paths.payoff, orderNo), { replace: true });
    } else if (status === 'failed' || status === 'expired') {
      void navigate(payResultPath(paths.payError, orderNo), { replace: true });
    }
  }, [status, orderNo, navigate]);
}
