import { useMemo } from 'react';
import { useSearchParams } from '@xingheng/shared/router';
import { labelOf, RequireAuth, SERVER_ORDER_TYPE, SITE } from '@xingheng/shared';
import { ButtonLink } from '../../components/ButtonLink';
import { OrderPage } from '../../components/OrderPage';
import { ErrorState, LoadingState } from '../../components/PageStates';
import { failureMessage, isNotFound } from '../../lib/failureMessage';
import { ServiceOrderForm } from '../../features/serviceOrder/components/ServiceOrderForm';
import { ServiceOrderIntro } from '../../features/serviceOrder/components/ServiceOrderIntro';
import { readServiceOrderQuery } from '../../features/serviceOrder/serviceOrderQuery';
import { useServiceOrderOptions } from '../../features/serviceOrder/useServiceOrderOptions';
import { sitePaths } from '../../paths';

const HEADINGS = { 0: '购买服务', 1: '续费服务', 3: '扩容服务' } as const;
const DESCRIPTION =
  '购买星衡时空高精度定位服务：选择服务类型、计费周期、时长、账号数量与激活方式。';

/** The page once the visitor is known to be logged in. */
function ServiceOrder() {
  const [search] = useSearchParams();
  const query = useMemo(() => readServiceOrderQuery(search), [search]);
  const [state, retry] = useServiceOrderOptions(query.ok ? query.params : null);
  const back = <ButtonLink to={sitePaths.services}>查看全部服务</ButtonLink>;
  const orderType = query.ok ? query.params.orderType : 0;
  const title = HEADINGS[orderType];
  // Once loaded, the h1 names the service: 购买 / 续费 / 扩容 (SPEC §3 order types 1, 3) + name.
  const verb = orderType === 0 ? '购买' : labelOf(SERVER_ORDER_TYPE, orderType);
  const heading = state.status === 'ready' ? `${verb} ${state.data.options.serviceName}` : title;

  let body;
  if (!query.ok) {
    body = (
      <ErrorState
        status="warning"
        title={query.reason === 'noService' ? '未指定要购买的服务' : '缺少要续费或扩容的服务账号'}
        message="链接不完整，请从服务介绍页或用户中心重新进入。"
        extra={back}
      />
    );
  } else if (state.status === 'idle' || state.status === 'loading') {
    body = <LoadingState label="正在加载购买选项" />;
  } else if (state.status === 'error') {
    body = isNotFound(state.error) ? (
      <ErrorState status="404" title="未找到该服务" message="该服务不存在或已下架。" extra={back} />
    ) : (
      <ErrorState title="购买选项加载失败" message={failureMessage(state.error)} onRetry={retry} />
    );
  } else if (query.params.orderType !== 0 && state.data.options.account === null) {
    body = (
      <ErrorState
        status="404"
        title="未找到该服务账号"
        message="该账号不存在或不属于当前登录的用户，请在用户中心选择要续费或扩容的账号。"
        extra={back}
      />
    );
  } else if (state.data.options.offers.length === 0) {
    body = (
      <ErrorState
        status="info"
        title="该服务暂不支持在线购买"
        message={`请联系销售 ${SITE.phone}（${SITE.phoneHours}）。`}
        extra={back}
      />
    );
  } else {
    body = (
      <>
        <ServiceOrderIntro options={state.data.options} orderType={query.params.orderType} />
        <ServiceOrderForm key={search.toString()} setup={state.data} params={query.params} />
      </>
    );
  }
  return (
    <OrderPage title={title} heading={heading} description={DESCRIPTION}>
      {body}
    </OrderPage>
  );
}

/**
 * `/order?serviceId=&planId=` 购买服务 (SPEC §2), and with `orderType=1|3&accountName=` the
 * renewal or expansion of an account; logged-in users only. Loads the service's offers, then the
 * purchase form priced by the server. Unusable links, unknown services, services not sold online
 * and accounts that are not the user's each get a message with a way back.
 * Anonymous visitors go to `/login?redirect=…` before any call runs (`RequireAuth`, SPEC §6).
 */
export function ServiceOrderPage() {
  return (
    <RequireAuth>
      <ServiceOrder />
    </RequireAuth>
  );
}
