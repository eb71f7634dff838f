import { IS_ACTIVE, labelOf, SERVER_ORDER_TYPE, type ServiceOrderOptions } from '@xingheng/shared';
import { formatShanghaiDateTime } from '../../../lib/dateTime';
import type { ServiceOrderParams } from '../serviceOrderQuery';

/**
 * The line above the purchase form: the service, and for a renewal or expansion (SPEC §3 order
 * types 1 and 3) the account with its status and expiry.
 * @param options the loaded options (`serviceName`, `account`)
 * @param orderType the order type of the query
 */
export function ServiceOrderIntro({
  options,
  orderType,
}: {
  options: ServiceOrderOptions;
  orderType: ServiceOrderParams['orderType'];
}) {
  const account = options.account;
  return (
    <p className="ord-lead">
      {options.serviceName}
      {orderType !== 0 && account && (
        <>
          {' · '}
          {labelOf(SERVER_ORDER_TYPE, orderType)}账号 {account.accountName}（
          {labelOf(IS_ACTIVE, account.isActive)}
          {account.expiresAt !== null && `，${formatShanghaiDateTime(account.expiresAt)} 到期`}）
        </>
      )}
    </p>
  );
}
