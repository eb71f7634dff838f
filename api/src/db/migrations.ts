import type { Migration } from 'kysely';
import { initialMigration } from './migrationInitial';
import { marketingMigration } from './migrationMarketing';
import { remoteFailuresMigration } from '../releases/migrationRemoteFailures';
import { failureVisitorsMigration } from '../releases/migrationFailureVisitors';
import { captchaTraceMigration } from '../captcha/migrationCaptchaTrace';
import { addressBookMigration } from '../address/migrationAddressBook';
import { authSmsMigration } from '../auth/migrationAuthSms';
import { registerMigration } from '../register/migrationRegister';
import { identityMigration } from '../identity/migrationIdentity';
import { oauthLoginMigration } from '../oauth/migrationOauthLogin';
import { ordersMigration } from '../orders/migrationOrders';
import { supportMigration } from '../support/migrationSupport';
import { remoteLoadsMigration } from '../releases/migrationRemoteLoads';
import { loginThrottleMigration } from '../auth/migrationLoginThrottle';
import { contentVersionMigration } from '../cache/migrationContentVersion';
import { releaseLedgerMigration } from '../releases/migrationReleaseLedger';
import { deployNodesMigration } from '../releases/migrationDeployNodes';
import { licenceObjectsMigration } from '../identity/migrationLicenceObjects';

/** Every migration by name; names sort in the order they run. */
export const migrations: Record<string, Migration> = {
  '2026-01-01-001-initial': initialMigration,
  '2026-02-01-002-marketing': marketingMigration,
  '2026-03-01-003-remote-failures': remoteFailuresMigration,
  '2026-04-01-004-failure-visitors': failureVisitorsMigration,
  '2026-11-23-006-captcha-trace': captchaTraceMigration,
  '2026-11-23-020-address-book': addressBookMigration,
  '2026-11-23-030-auth-sms': authSmsMigration,
  '2026-11-24-040-register': registerMigration,
  '2026-11-24-050-identity': identityMigration,
  '2026-11-24-060-oauth-login': oauthLoginMigration,
  '2026-11-24-070-orders': ordersMigration,
  '2026-11-24-080-support': supportMigration,
  '2026-11-24-090-remote-loads': remoteLoadsMigration,
  '2026-11-25-100-login-throttle': loginThrottleMigration,
  '2026-11-28-120-content-version': contentVersionMigration,
  '2026-11-28-130-release-ledger': releaseLedgerMigration,
  '2026-11-28-140-deploy-nodes': deployNodesMigration,
  '2026-11-28-150-licence-objects': licenceObjectsMigration,
};
