import type { ServiceAccount, ServiceAccountSecret } from '@xingheng/shared';
import { ServiceAccountCard } from './ServiceAccountCard';
import '../serviceAccounts.css';

/**
 * The service accounts an order granted, each with its NTRIP access (SPEC §2 `/order/trySuccess`,
 * `/order/payoff`).
 * @param accounts the accounts (`TrialResult.accounts` or `OrderDetail.accounts`)
 * @param passwords clear passwords by account (`TrialResult.passwords`), only right after a trial
 */
export function ServiceAccountList({
  accounts,
  passwords = [],
}: {
  accounts: readonly ServiceAccount[];
  passwords?: readonly ServiceAccountSecret[];
}) {
  return (
    <div className="ord-accounts">
      {accounts.map((account) => (
        <ServiceAccountCard
          key={account.accountName}
          account={account}
          password={passwords.find((p) => p.accountName === account.accountName)?.password}
        />
      ))}
    </div>
  );
}
