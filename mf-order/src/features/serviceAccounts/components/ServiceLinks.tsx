import { Button } from 'antd';
import { userCenterUrl } from '@xingheng/shared';
import { ButtonLink } from '../../../components/ButtonLink';
import { serviceDetailsPath } from '../../../paths';

/**
 * Where to go once service accounts are granted (trial or purchase): the user center's service
 * list (external host, SPEC §2) and the service's detail page.
 * @param serviceId the service of the granted accounts, when known
 */
export function ServiceLinks({ serviceId }: { serviceId?: number | undefined }) {
  return (
    <div className="ord-actions ord-actions--start ord-next">
      <Button type="primary" href={userCenterUrl('/order/services')}>
        前往用户中心
      </Button>
      {serviceId !== undefined && (
        <ButtonLink to={serviceDetailsPath(serviceId)}>查看服务详情</ButtonLink>
      )}
    </div>
  );
}
