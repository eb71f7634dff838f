import { Result } from 'antd';
import type { TrialInfo } from '@xingheng/shared';
import { ButtonLink } from '../../../components/ButtonLink';
import { serviceOrderPath, trySuccessPath } from '../../../paths';

/**
 * Shown instead of the form when this account already had its one trial of the service (one per
 * service per account): a link to that trial's accounts and to buying the service.
 * @param info the service's `TrialInfo` with `used` true
 */
export function TrialUsedNotice({ info }: { info: TrialInfo }) {
  return (
    <Result
      status="info"
      title={<h2 className="ord-state-title">您已试用过该服务</h2>}
      subTitle="每个账号每项服务可免费试用一次。可查看试用账号，或购买正式服务。"
      extra={
        <div className="ord-actions">
          {info.usedOrderNo !== null && (
            <ButtonLink type="primary" to={trySuccessPath(info.usedOrderNo)}>
              查看试用账号
            </ButtonLink>
          )}
          <ButtonLink to={serviceOrderPath({ serviceId: info.serviceId })}>购买正式服务</ButtonLink>
        </div>
      }
    />
  );
}
