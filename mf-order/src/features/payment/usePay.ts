import { useRef, useState } from 'react';
import { useNavigate } from '@xingheng/shared/router';
import { fetchUserInfo, useAppDispatch } from '@xingheng/shared';
import { leaveSiteFor } from '../../lib/browser';
import { failureMessage } from '../../lib/failureMessage';
import { paths, payResultPath, wxPayPath } from '../../paths';
import { payOrder } from './api';
import type { PayTypeCode } from './payTypes';

/**
 * Pays an order (`POST /api/order/pay`) and follows the answer (SPEC §2, §3):
 * - `paid` → refreshes the user info (the header's unpaid count) and goes to `/order/payoff`;
 * - pending Alipay → a full-page navigation to the gateway's `payUrl`;
 * - pending WeChat pay → `/order/wxPay?orderNo=&paymentNo=` (QR code).
 * A refused payment keeps the page with the API's `msg`. Ignores a pay while one is under way.
 * @param orderNo the order
 * @returns `{ pay(payType, code?), paying, error }`
 */
export function usePay(orderNo: string) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);

  const pay = async (payType: PayTypeCode, code?: string) => {
    if (busy.current) return;
    busy.current = true;
    setPaying(true);
    setError(null);
    try {
      const result = await payOrder({ orderNo, payType, ...(code ? { code } : {}) });
      if (result.status === 'paid') {
        void dispatch(fetchUserInfo());
        void navigate(payResultPath(paths.payoff, orderNo));
        return;
      }
      if (result.channel === 'alipay' && result.payUrl) {
        leaveSiteFor(result.payUrl);
        return;
      }
      if (result.channel === 'wechat') {
        void navigate(wxPayPath(orderNo, result.paymentNo));
        return;
      }
      throw new Error('unexpected pay result');
    } catch (failure) {
      setError(failureMessage(failure));
      busy.current = false;
      setPaying(false);
    }
  };
  return { pay, paying, error };
}
