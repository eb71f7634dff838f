import { apiPost, type ServiceAccountSecret } from '@xingheng/shared';

/**
 * Gives one of the user's service accounts a new random password
 * (`POST /api/order/serviceAccount/resetPassword {accountName}`, docs/api.md "Orders and
 * payments"); the old one stops working at once. Silent: the account card shows the error.
 * @param accountName e.g. `xhcm20481736`
 * @returns `{ accountName, password }`: the new password in clear, shown once
 * @throws ApiFailure 404 `40401` for an account that is not this user's; 401
 */
export function resetServiceAccountPassword(accountName: string): Promise<ServiceAccountSecret> {
  return apiPost<ServiceAccountSecret>(
    '/order/serviceAccount/resetPassword',
    { accountName },
    { silent: true },
  );
}
