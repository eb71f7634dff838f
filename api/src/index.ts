/**
 * `@xingheng/api`: the Fastify backend of docs/api.md.
 * - `openDatabase(file)` → Kysely<Database> (migrated and seeded)
 * - `apiPlugin` → register with `{ db, now?, deployDir? }` to serve every /api route (page search
 *   from the deploy folder's active releases)
 * - `buildApiServer({ dbFile, logger? })` → a standalone Fastify with only the API
 * - `apiServerOptions({ logger? })` → the Fastify constructor options of any server that registers
 *   `apiPlugin` (framework errors in the envelope, trusted proxy, log redaction)
 * - `listRemoteFailures(db, { since?, remote?, version? })`, `countRemoteFailuresByRemote(db, since)`
 *   → the browsers' remote failure reports, for the release scripts (docs/api.md "Remote failure
 *   reports")
 * - `readReleaseLedger(db, name)`, `writeReleaseLedger(db, name, content)`,
 *   `withReleaseLock(db, name, work)` → the ledger and the release lock of a shared deploy target
 *   (docs/deployment.md "Releases from any machine"); `announceDeployChange`,
 *   `listenForDeployChanges`, `recordDeployNode`, `liveDeployNodes`, `forgetDeployNode` → the nodes
 *   serving it and the word a release sends them
 * - `listAuthEvents(db, { phone?, limit? })`, `recordAuthEvent(db, event)`, `maskPhone` → the auth
 *   audit (docs/api.md "Auth audit"); `SmsSender`, `logSmsSender` → plug an SMS gateway into
 *   `apiPlugin({ smsSender })` (docs/api.md "SMS codes")
 * - `securityHeadersPlugin` (register first, `{ captchaProvider }`), `securityHeaders(provider)`,
 *   `contentSecurityPolicy(provider)`, `STRICT_TRANSPORT_SECURITY`, … → the one definition of the
 *   security headers, used by both Node servers and the nginx renderer (docs/security.md)
 * - Operator commands (`npm run orders|identity|reports`, docs/api.md): hardware
 *   fulfilment (`listHardwareOrders`, `shipHardwareOrder`, `completeHardwareOrder`), identity
 *   review (`listIdentitySubmissions`, `approveIdentitySubmission`, …), bug report admin
 *   (`listBugReports`, `answerBugReport`, …) and their helpers (`ApiError`, `yuan`, `maskContact`,
 *   `bugReportDirFor`, `TICKET_NO`, `createBugReport`). The commands import these and nothing
 *   deeper, so the API's folders can move without breaking them.
 */
export { openDatabase } from './db/open';
export { contentVersion } from './cache/contentVersion';
export { runExclusively, type TimedJob } from './db/exclusive';
export { connectRedis, redisUrlFromEnv, type Redis } from './http/redis';
export {
  databaseExists,
  databaseLocationFromEnv,
  describeDatabase,
  resolveDatabaseLocation,
} from './db/location';
export type { Database } from './db/types';
export { apiPlugin, type ApiPluginOptions } from './plugin';
export { chooseEncoding } from './cache/negotiation';
export type { CaptchaOptions } from './captcha/setup';
export type { CaptchaVerifier, CaptchaProviderLookup } from './captcha/verifier';
export { tencentCaptchaConfigFromEnv, type TencentCaptchaConfig } from './captcha/tencent';
export { captchaProviderOfRegistry } from './captcha/registryProvider';
export { publicOriginFromEnv } from './security/publicOrigin';
export { prepareChinaMap } from './geo/chinaMap';
export { apiServerOptions, frameworkErrorHandler } from './framework';
export { buildApiServer, type ApiServerOptions } from './server';
export {
  countRemoteFailuresByRemote,
  listRemoteFailures,
  type RemoteFailure,
  type RemoteFailureFilter,
} from './releases/remoteFailures';
export {
  listRemoteLoadMinutes,
  minuteOf,
  summarizeRemoteLoads,
  type RemoteLoadFigures,
  type RemoteLoadMinute,
  type RemoteVersionLoads,
} from './releases/remoteLoads';
export {
  readReleaseLedger,
  RELEASE_LOCK_WAIT_MS,
  withReleaseLock,
  writeReleaseLedger,
} from './releases/releaseLedger';
export {
  announceDeployChange,
  DEPLOY_CHANNEL,
  forgetDeployNode,
  listenForDeployChanges,
  liveDeployNodes,
  NODE_SILENT_AFTER_MS,
  recordDeployNode,
  type DeployChangeListener,
  type DeployNode,
} from './releases/deployNodes';
export * from './security';
export {
  listAuthEvents,
  maskPhone,
  recordAuthEvent,
  type AuthEvent,
  type AuthEventFilter,
  type AuthEventInput,
  type AuthEventKind,
} from './audit/events';
export { logSmsSender, type SmsMessage, type SmsOutboxEntry, type SmsSender } from './sms/sender';
export { reconcilePayments, type ReconcileIssue, type ReconcileRow } from './payments/reconcile';
export { createSandboxGateway } from './payments/sandbox';
export { expireUnpaidOrders } from './payments/expiry';
export type { PaymentGateway } from './payments/gateway';
export { ApiError } from './errors';
export { yuan } from './payments/money';
export {
  completeHardwareOrder,
  listHardwareOrders,
  shipHardwareOrder,
  type HardwareOrderLine,
} from './orders/fulfilment';
/** The operator's review of identity verifications (`npm run identity`). */
export * as identityReview from './identity/review';
export { maskContact } from './support/contact';
/** The operator's handling of problem reports (`npm run reports`). */
export * as bugReportAdmin from './support/reportAdmin';
export { bugReportDirFor } from './support/reportFiles';
export {
  localObjectStore,
  parseS3Url,
  s3ObjectStore,
  s3ConfigFromEnv,
  uploadsStoreFromEnv,
  ObjectExistsError,
  type ObjectStore,
} from './storage/objectStore';
export { createBugReport, TICKET_NO } from './support/reports';
