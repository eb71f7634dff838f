import { useSearchParams } from '@xingheng/shared/router';
import { RequireAuth } from '@xingheng/shared';
import { OrderPage } from '../../../components/OrderPage';
import { orderPhase } from '../../../lib/orderPhase';
import { readOrderNo } from '../../../lib/orderQuery';
import { OrderGate } from '../../../features/orderDetail/components/OrderGate';
import { useOrderDetail } from '../../../features/orderDetail/useOrderDetail';
import { OrderClosed } from '../../../features/payment/components/OrderClosed';
import { OrderSummary } from '../../../features/payment/components/OrderSummary';
import { PaymentPanel } from '../../../features/payment/components/PaymentPanel';
import { useWallet } from '../../../features/payment/useWallet';

const DESCRIPTION = '支付星衡时空订单：余额、支付宝、微信支付、服务码或兑换码。';

/** The page once the visitor is known to be logged in. */
function Payment() {
  const [search] = useSearchParams();
  const [state, retry] = useOrderDetail(readOrderNo(search));
  const [wallet, retryWallet] = useWallet();
  return (
    <OrderPage title="支付订单" description={DESCRIPTION}>
      <OrderGate state={state} retry={retry}>
        {(order) => {
          const phase = orderPhase(order);
          if (phase !== 'unpaid') return <OrderClosed order={order} phase={phase} />;
          return (
            <div className="ord-payment">
              <OrderSummary order={order} />
              <PaymentPanel order={order} wallet={wallet} onRetryWallet={retryWallet} />
            </div>
          );
        }}
      </OrderGate>
    </OrderPage>
  );
}

/**
 * `/order/payment?orderNo=` 支付订单 (SPEC §2), logged-in users only: the order's summary and
 * amount next to the pay types, with the countdown to its cancellation; an order already paid
 * or cancelled says so instead.
 * Anonymous visitors go to `/login?redirect=…` before any call runs (`RequireAuth`, SPEC §6).
 */
export function PaymentPage() {
  return (
    <RequireAuth>
      <Payment />
    </RequireAuth>
  );
}
