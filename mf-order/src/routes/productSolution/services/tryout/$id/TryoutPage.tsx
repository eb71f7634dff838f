import { useNavigate, useParams } from '@xingheng/shared/router';
import { RequireAuth, parsePositiveId, type TrialResult } from '@xingheng/shared';
import { ButtonLink } from '#components/ButtonLink';
import { OrderPage } from '#components/OrderPage';
import { ErrorState } from '#components/PageStates';
import { RecordStates } from '#components/RecordStates';
import { TrialForm } from '#features/trial/components/TrialForm';
import { TrialIntro } from '#features/trial/components/TrialIntro';
import { TrialUsedNotice } from '#features/trial/components/TrialUsedNotice';
import { trialNavigationState } from '#features/trial/navigationState';
import { useTrialInfo } from '#features/trial/useTrialInfo';
import { sitePaths, trySuccessPath } from '#paths';

const DESCRIPTION =
  '申请星衡时空高精度定位服务免费试用：填写设备数量与应用场景，立即开通 NTRIP 服务账号。';

/** The page once the visitor is known to be logged in. */
function Tryout() {
  const serviceId = parsePositiveId(useParams().id);
  const [state, retry] = useTrialInfo(serviceId);
  const navigate = useNavigate();
  const applied = (result: TrialResult) =>
    void navigate(trySuccessPath(result.orderNo), { state: trialNavigationState(result) });

  const heading = state.status === 'ready' ? `免费试用 ${state.data.serviceName}` : '免费试用';
  return (
    <OrderPage title={heading} heading={heading} description={DESCRIPTION} narrow>
      <RecordStates
        state={state}
        retry={retry}
        notFound={
          <ErrorState
            status="404"
            title="未找到该服务"
            message="该服务不存在或暂不提供试用，请在服务列表中选择。"
            extra={<ButtonLink to={sitePaths.services}>查看全部服务</ButtonLink>}
          />
        }
        loadingLabel="正在加载试用信息"
        failedTitle="试用信息加载失败"
      >
        {(info) =>
          info.used ? (
            <TrialUsedNotice info={info} />
          ) : (
            <>
              <TrialIntro info={info} />
              <TrialForm info={info} onApplied={applied} />
            </>
          )
        }
      </RecordStates>
    </OrderPage>
  );
}

/**
 * `/productSolution/services/tryout/{id}` 免费试用 (SPEC §2), logged-in users only: the service's
 * trial information, then the application form; a service already tried shows a notice with a
 * link to that trial, an unknown id a message with a link to the service list. A granted trial
 * goes to `/order/trySuccess?orderNo=…` with the answer (and its passwords) in the router state.
 * Anonymous visitors go to `/login?redirect=…` before any call runs (`RequireAuth`, SPEC §6).
 */
export function TryoutPage() {
  return (
    <RequireAuth>
      <Tryout />
    </RequireAuth>
  );
}
