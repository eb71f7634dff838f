import { Button, Result } from 'antd';
import { useSearchParams } from '@xingheng/shared/router';
import { RequireAuth, SITE, userCenterUrl, type OrderDetail } from '@xingheng/shared';
import { ButtonLink } from '../../../components/ButtonLink';
import { OrderPage } from '../../../components/OrderPage';
import { orderPhase } from '../../../lib/orderPhase';
import { readOrderNo } from '../../../lib/orderQuery';
import { productPathOf } from '../../../lib/productPath';
import { useCountdown } from '../../../lib/useCountdown';
import { OrderGate } from '../../../features/orderDetail/components/OrderGate';
import { FailureCause } from '../../../features/payResult/components/FailureCause';
import { FailureReasons } from '../../../features/payResult/components/FailureReasons';
import { PayResultSummary } from '../../../features/payResult/components/PayResultSummary';
import { useOrderDetail } from '../../../features/orderDetail/useOrderDetail';
import { paths, paymentPath, payResultPath } from '../../../paths';
import '../../../features/payResult/components/payResult.css';

const TEL = `tel:${SITE.phone.replace(/[^\d+]/g, '')}`;

/** The failure of a loaded order: why, and 重新支付 while it can still be paid. */
function PayErrorResult({ order }: { order: OrderDetail }) {
  const phase = orderPhase(order);
  const { expired } = useCountdown(order.expiresAt);
  if (phase === 'paid') {
    return (
      <Result
        status="success"
        title={<h1 className="ord-result-h1">订单已支付</h1>}
        subTitle="该订单已支付成功，无需重新支付。"
        extra={
          <ButtonLink type="primary" to={payResultPath(paths.payoff, order.orderNo)}>
            查看支付结果
          </ButtonLink>
        }
      />
    );
  }
  const payable = phase === 'unpaid' && !expired;
  return (
    <Result
      status="error"
      title={<h1 className="ord-result-h1">支付未完成</h1>}
      subTitle={<FailureCause order={order} cancelled={phase === 'cancelled'} expired={expired} />}
      extra={[
        payable ? (
          <ButtonLink key="retry" type="primary" to={paymentPath(order.orderNo)}>
            重新支付
          </ButtonLink>
        ) : (
          <ButtonLink key="again" type="primary" to={productPathOf(order)}>
            重新下单
          </ButtonLink>
        ),
        <Button key="orders" href={userCenterUrl('/order/services')}>
          查看订单
        </Button>,
        <Button key="service" href={TEL}>
          联系客服 {SITE.phone}
        </Button>,
      ]}
    >
      <PayResultSummary order={order} />
      <FailureReasons />
    </Result>
  );
}

/** The page once the visitor is known to be logged in. */
function PayError() {
  const [search] = useSearchParams();
  const [state, retry] = useOrderDetail(readOrderNo(search));
  return (
    <OrderPage
      title="支付未完成"
      description="订单支付未完成：失败原因与重新支付方式。"
      heading={state.status === 'ready' ? false : '支付结果'}
    >
      <div className="ord-result-card">
        <OrderGate state={state} retry={retry}>
          {(order) => <PayErrorResult order={order} />}
        </OrderGate>
      </div>
    </OrderPage>
  );
}

/**
 * `/order/payError?orderNo=` 支付未完成 (SPEC §2), logged-in users only: the order from the API,
 * why the payment did not complete (the gateway's reason, or the order expired or was cancelled)
 * and how to go on: 重新支付 while the order is unpaid and within its 30 minutes, else 重新下单;
 * 查看订单 (user center) and 联系客服 (`tel:` the site phone). An order that is in fact paid links
 * to its result.
 * Anonymous visitors go to `/login?redirect=…` before any call runs (`RequireAuth`, SPEC §6).
 */
export function PayErrorPage() {
  return (
    <RequireAuth>
      <PayError />
    </RequireAuth>
  );
}
