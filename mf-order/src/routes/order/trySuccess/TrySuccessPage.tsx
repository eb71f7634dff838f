import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from '@xingheng/shared/router';
import type { ServiceAccount, ServiceAccountSecret } from '@xingheng/shared';
import { RequireAuth } from '@xingheng/shared';
import { OrderPage } from '../../../components/OrderPage';
import { readOrderNo } from '../../../lib/orderQuery';
import { OrderGate } from '../../../features/orderDetail/components/OrderGate';
import { useOrderDetail } from '../../../features/orderDetail/useOrderDetail';
import { ServiceAccountList } from '../../../features/serviceAccounts/components/ServiceAccountList';
import { readTrialState } from '../../../features/trial/navigationState';
import { ServiceLinks } from '../../../features/serviceAccounts/components/ServiceLinks';

const DESCRIPTION = '高精度定位服务试用已开通：查看 NTRIP 服务账号、Caster 地址、端口与挂载点。';

/** The granted accounts with their NTRIP access, and where to go next. */
function Granted({
  orderNo,
  accounts,
  passwords,
}: {
  orderNo: string;
  accounts: readonly ServiceAccount[];
  passwords?: readonly ServiceAccountSecret[];
}) {
  return (
    <>
      <p className="ord-lead">
        订单号 {orderNo}。将以下接入信息填入接收机或 SDK（NTRIP 协议），即可接收高精度差分改正数据。
      </p>
      <section aria-labelledby="ord-granted-title">
        <h2 id="ord-granted-title" className="ord-h2">
          NTRIP 接入信息
        </h2>
        {accounts.length === 0 ? (
          <p className="ord-hint">该订单暂无服务账号，请稍后在用户中心查看。</p>
        ) : (
          <ServiceAccountList accounts={accounts} {...(passwords ? { passwords } : {})} />
        )}
      </section>
      <ServiceLinks serviceId={accounts[0]?.serviceId} />
    </>
  );
}

/** The page once the visitor is known to be logged in. */
function TrySuccess() {
  const [search] = useSearchParams();
  const orderNo = readOrderNo(search);
  const location = useLocation();
  const navigate = useNavigate();
  const [trial] = useState(() => readTrialState(location.state, orderNo));
  const [state, retry] = useOrderDetail(trial ? undefined : orderNo);

  useEffect(() => {
    if (trial && location.state !== null) {
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
    }
  }, [trial, location, navigate]);

  return (
    <OrderPage title="试用开通成功" description={DESCRIPTION}>
      {trial ? (
        <Granted orderNo={trial.orderNo} accounts={trial.accounts} passwords={trial.passwords} />
      ) : (
        <OrderGate state={state} retry={retry}>
          {(order) => <Granted orderNo={order.orderNo} accounts={order.accounts} />}
        </OrderGate>
      )}
    </OrderPage>
  );
}

/**
 * `/order/trySuccess?orderNo=` 试用开通成功 (SPEC §2), logged-in users only: the service accounts
 * the trial granted with their NTRIP access and expiry. Right after applying, the answer comes in
 * the router state with the passwords (shown once, with copy; the state is then dropped from the
 * history entry so a reload does not show them again); otherwise the order is loaded and each
 * password can only be reset. Links to the user center and the service's detail page.
 * Anonymous visitors go to `/login?redirect=…` before any call runs (`RequireAuth`, SPEC §6).
 */
export function TrySuccessPage() {
  return (
    <RequireAuth>
      <TrySuccess />
    </RequireAuth>
  );
}
