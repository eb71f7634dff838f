import { Button, Result } from 'antd';
import { useSearchParams } from '@xingheng/shared/router';
import { RequireAuth, userCenterUrl, type OrderDetail } from '@xingheng/shared';
import { ButtonLink } from '../../../components/ButtonLink';
import { OrderPage } from '../../../components/OrderPage';
import { orderPhase } from '../../../lib/orderPhase';
import { readOrderNo } from '../../../lib/orderQuery';
import { productPathOf } from '../../../lib/productPath';
import { useRefreshUserInfo } from '../../../lib/useRefreshUserInfo';
import { OrderGate } from '../../../features/orderDetail/components/OrderGate';
import { useOrderDetail } from '../../../features/orderDetail/useOrderDetail';
import {
  HardwareNextSteps,
  ServiceNextSteps,
} from '../../../features/payResult/components/NextSteps';
import { PayResultSummary } from '../../../features/payResult/components/PayResultSummary';
import { ServiceAccountList } from '../../../features/serviceAccounts/components/ServiceAccountList';
import { paymentPath, sitePaths } from '../../../paths';
import '../../../features/payResult/components/payResult.css';

/** The result of a loaded order: paid (with what comes next), or not (yet) paid. */
function PayoffResult({ order }: { order: OrderDetail }) {
  const phase = orderPhase(order);
  if (phase !== 'paid') {
    const unpaid = phase === 'unpaid';
    return (
      <Result
        status={unpaid ? 'info' : 'warning'}
        title={<h1 className="ord-result-h1">{unpaid ? '订单尚未支付' : '订单已取消'}</h1>}
        subTitle={
          unpaid
            ? '还没有收到该订单的付款；如已付款，请稍候刷新本页。'
            : '该订单超过 30 分钟未支付，已自动取消。'
        }
        extra={
          <ButtonLink
            type="primary"
            to={unpaid ? paymentPath(order.orderNo) : productPathOf(order)}
          >
            {unpaid ? '去支付' : '重新下单'}
          </ButtonLink>
        }
      />
    );
  }
  return (
    <Result
      status="success"
      title={<h1 className="ord-result-h1">支付成功</h1>}
      subTitle="感谢您选择星衡时空，订单已支付完成。"
      extra={[
        <Button key="orders" type="primary" href={userCenterUrl('/order/services')}>
          查看订单
        </Button>,
        <ButtonLink key="home" to={sitePaths.home}>
          返回首页
        </ButtonLink>,
      ]}
    >
      <PayResultSummary order={order} />
      {order.kind === 'service' ? (
        <>
          <ServiceNextSteps order={order} />
          {order.accounts.length > 0 && <ServiceAccountList accounts={order.accounts} />}
        </>
      ) : (
        <HardwareNextSteps order={order} />
      )}
    </Result>
  );
}

/** The page once the visitor is known to be logged in. */
function Payoff() {
  const [search] = useSearchParams();
  const [state, retry] = useOrderDetail(readOrderNo(search));
  useRefreshUserInfo(state.status === 'ready');
  return (
    <OrderPage
      title="支付成功"
      description="订单支付成功：查看服务账号与接入信息，或硬件的发货安排。"
      heading={state.status === 'ready' ? false : '支付结果'}
    >
      <div className="ord-result-card">
        <OrderGate state={state} retry={retry}>
          {(order) => <PayoffResult order={order} />}
        </OrderGate>
      </div>
    </OrderPage>
  );
}

/**
 * `/order/payoff?orderNo=` 支付成功 (SPEC §2), logged-in users only: the order from the API —
 * number, amount, pay type — and what comes next: a service order's accounts with their NTRIP
 * access (manual activation: 待激活), a hardware order's shipment (待发货) and address. Once the
 * order has loaded the user info is refreshed, so the header's unpaid count goes down. An order
 * not paid (yet) or cancelled says so.
 * Anonymous visitors go to `/login?redirect=…` before any call runs (`RequireAuth`, SPEC §6).
 */
export function PayoffPage() {
  return (
    <RequireAuth>
      <Payoff />
    </RequireAuth>
  );
}
