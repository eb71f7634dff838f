import { labelOf, SERVER_TYPE, type TrialInfo } from '@xingheng/shared';

/**
 * What the trial gives (above the form): the service, its level (SPEC §3 server type) and the
 * trial length; accounts open at once and need no payment.
 * @param info the service's `TrialInfo`
 */
export function TrialIntro({ info }: { info: TrialInfo }) {
  return (
    <p className="ord-lead">
      {info.serviceName}（{labelOf(SERVER_TYPE, info.serverType)}）免费试用 {info.trialDays}{' '}
      天。提交后立即开通服务账号，无需付款；每个账号每项服务可试用一次。
    </p>
  );
}
