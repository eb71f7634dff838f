import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/types';
import { apiErrorHandler, apiNotFoundHandler, tooManyRequests } from './errors';
import { createCaptchaGate, type CaptchaOptions } from './captcha/setup';
import { addressRoutes } from './address/routes';
import { bugReportRoutes } from './support/bugReportRoutes';
import { captchaRoutes } from './captcha/routes';
import { geoRoutes } from './geo/routes';
import { identityRoutes } from './identity/routes';
import { defaultIdentityVerifier, type IdentityVerifier } from './identity/verifier';
import { jobRoutes } from './jobs/routes';
import type { ApiRouteOptions } from './http/context';
import { loginRoutes } from './auth/loginRoutes';
import { orderRoutes } from './orders/routes';
import { partnerRoutes } from './partner/routes';
import { registerRoutes } from './register/routes';
import { remoteFailureRoutes } from './releases/remoteFailureRoutes';
import { remoteLoadRoutes } from './releases/remoteLoadRoutes';
import { searchRoutes } from './search/routes';
import { serviceRoutes } from './services/routes';
import { smsLoginRoutes } from './auth/smsLoginRoutes';
import { smsOutboxRoutes } from './sms/outboxRoutes';
import { supportRoutes } from './support/routes';
import { termsRoutes } from './terms/routes';
import { userRoutes } from './user/routes';
import { webRoutes } from './web/routes';
import { newsRoutes } from './news/routes';
import { startPruning } from './db/prune';
import { indexSitePages } from './db/sitePages';
import { sitePagesSync, type SitePagesSync } from './search/sitePagesSync';
import { logSmsSender, SmsOutbox, withOutbox, type SmsSender } from './sms/sender';
import { smsOutboxEnabled } from './sms/outboxSetting';
import { createOAuthGate, type OAuthOptions } from './oauth/setup';
import { oauthLoginRoutes } from './oauth/routes';
import { oauthSandboxRoutes } from './oauth/sandboxRoutes';
import { paymentRoutes } from './payments/routes';
import { paySandboxRoutes } from './payments/sandboxRoutes';
import { startPaymentExpiry } from './payments/expiry';
import { resolvePaymentGateway, type PaymentGatewayOption } from './payments/setup';
import { defaultBugReportDir } from './support/reportFiles';
import { cachedRouteHooks, createResponseCache } from './cache';
import { parsePublicOrigin, publicOriginFromEnv } from './security/publicOrigin';
import type { Redis } from './http/redis';
import { localObjectStore, type ObjectStore } from './storage/objectStore';

/** Options of `apiPlugin`. */
export interface ApiPluginOptions {
  /** An open database (see `openDatabase`). */
  db: Kysely<Database>;
  /** The clock (expiry of captcha rows and tokens, pruning); default the system time. */
  now?: () => Date;
  /**
   * The deploy folder (`mf-registry.json`, `remotes/<name>/<version>/`): the page search follows
   * the `search-entries.json` of its active remote versions. Without it no page is searchable.
   */
  deployDir?: string;
  /** Pruning period in ms (default one hour, `RETENTION.intervalMs`); tests shorten it. */
  pruneIntervalMs?: number;
  /**
   * The site's public origin, the base of every absolute URL the API hands out (gateway notify
   * and return URLs, pay pages, OAuth `redirect_uri`; docs/security.md "The public origin"), e.g.
   * `https://www.xingheng.example`. Default `publicOriginFromEnv(process.env)`: `XH_PUBLIC_ORIGIN`,
   * required under `NODE_ENV=production`, else `http://localhost:$PORT`. Never the request's host.
   */
  publicOrigin?: string;
  /**
   * The captcha (docs/api.md "Captcha"): provider (default the deploy folder's registry, else
   * `builtin`), Tencent's settings (default from the environment), its HTTP call and clock.
   */
  captcha?: CaptchaOptions;
  /**
   * Where SMS go (docs/api.md "SMS codes"): a real gateway's `SmsSender`; default `logSmsSender()`
   * (the server's standard output).
   */
  smsSender?: SmsSender;
  /**
   * Keep sent SMS in the dev outbox `GET /api/dev/sms/outbox` (default: the environment variable
   * `XH_SMS_OUTBOX` is `1`). Off, the route does not exist. Refused under `NODE_ENV=production`.
   */
  smsOutbox?: boolean;
  /**
   * WeChat / QQ login (docs/api.md "WeChat and QQ login"): `provider` `sandbox` (default outside
   * production, or `XH_OAUTH_PROVIDER`; refused under `NODE_ENV=production` unless allowed) or
   * `live` (default under `NODE_ENV=production`), the app ids
   * (default the deploy folder's registry), the live secrets (default from the environment), `fetch`.
   */
  oauth?: OAuthOptions;
  /**
   * Identity verification (docs/api.md "Identity verification"): a real verification service's
   * `IdentityVerifier`; default `defaultIdentityVerifier` (approves a personal submission that
   * passes the checks, leaves an enterprise one pending for `npm run identity`).
   */
  identityVerifier?: IdentityVerifier;
  /**
   * Alipay / WeChat pay (docs/api.md "Payments"): a `PaymentGateway`, a factory of one (given the
   * database, clock and log), or null (online payment off). Default: the local sandbox, except
   * under `NODE_ENV=production` without `XH_PAY_SANDBOX_IN_PRODUCTION=1` (then off).
   */
  paymentGateway?: PaymentGatewayOption;
  /** Period of the unpaid-order expiry in ms (default 60 s, `EXPIRY_INTERVAL_MS`); tests shorten it. */
  paymentExpiryIntervalMs?: number;
  /**
   * Where uploaded files are written without `uploads`: problem reports' attachments (docs/api.md
   * "Problem reports") and licence images (docs/api.md "Identity verification"); default
   * `bug-reports/` in the database file's folder (`var/bug-reports/`), see `defaultBugReportDir`.
   */
  bugReportDir?: string;
  /**
   * Where uploaded files go, shared by every node (`uploadsStoreFromEnv`: `UPLOADS_URL`, docs/deployment.md
   * "Object storage"): problem reports' attachments and identity verification's licence images;
   * default the folder `bugReportDir`.
   */
  uploads?: ObjectStore;
  /**
   * Redis that counts the per-IP rate limits across nodes (`connectRedis`, docs/deployment.md
   * "Redis"); without it each process counts alone.
   */
  redis?: Redis;
}

/** Everything under /api, in its own encapsulated scope so nothing leaks to the site's routes. */
async function apiScope(
  api: FastifyInstance,
  options: ApiRouteOptions,
  uploads: ObjectStore,
  redis: Redis | undefined,
): Promise<void> {
  api.setValidatorCompiler(validatorCompiler);
  api.setSerializerCompiler(serializerCompiler);
  api.setErrorHandler(apiErrorHandler);
  api.setNotFoundHandler(apiNotFoundHandler);
  await api.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => tooManyRequests(),
    // Across nodes: one count per address in Redis; a Redis that cannot answer lets the request
    // through (the login throttle and SMS limits, kept in the database, still hold).
    ...(redis ? { redis, nameSpace: 'xh-rate-limit-', skipOnError: true } : {}),
  });
  await api.register(webRoutes, options);
  await api.register(newsRoutes, options);
  await api.register(serviceRoutes, options);
  await api.register(jobRoutes, options);
  await api.register(partnerRoutes, options);
  await api.register(termsRoutes, options);
  await api.register(searchRoutes, options);
  await api.register(captchaRoutes, options);
  await api.register(loginRoutes, options);
  await api.register(smsLoginRoutes, options);
  await api.register(registerRoutes, options);
  await api.register(smsOutboxRoutes, options);
  await api.register(oauthLoginRoutes, options);
  await api.register(oauthSandboxRoutes, options);
  await api.register(userRoutes, options);
  await api.register(addressRoutes, options);
  await api.register(identityRoutes, { ...options, licences: uploads });
  await api.register(orderRoutes, options);
  await api.register(paymentRoutes, options);
  await api.register(paySandboxRoutes, options);
  await api.register(remoteFailureRoutes, options);
  await api.register(remoteLoadRoutes, options);
  await api.register(geoRoutes, options);
  await api.register(supportRoutes, options);
  await api.register(bugReportRoutes, { ...options, attachments: uploads });
}

/**
 * The whole `/api` contract of docs/api.md as one Fastify plugin. Register it next to the site's
 * own routes: `app.register(apiPlugin, { db, deployDir })`, on a server built with
 * `apiServerOptions` (framework errors in the envelope). Every route is registered at its full
 * `/api/...` path inside an encapsulated `/api` prefix that carries the zod validator, the
 * `{ code, msg, data }` error handler, the 404/405 handler for unknown `/api/*` paths (HTTP 404
 * `40400`, 405 `40500`) and the per-route rate limits (login 10/min, captcha 30/min, partner form
 * 5/min, remote failure reports 30/min, SMS sends 20/hour, problem reports 10/hour, ticket lookups
 * 20/min, ionosphere 120/min, coverage 60/min, `order/pay` and the payment sandbox's pages 60/min per IP; HTTP 429 `42900`). The public
 * content GETs (menu, products, banners, hardware, news, jobs, terms, service details) are served
 * from one response cache, compressed once, with an ETag and 304 (docs/api.md "Caching"). Non-/api
 * paths are left to the host. On start it prunes dead rows and then every hour (docs/api.md "Data kept"; the timer is
 * cleared on close), cancels unpaid orders past their expiry and then every minute (docs/api.md
 * "Expiry"; likewise cleared, with the payment gateway's retries) and indexes the pages of the active releases (docs/api.md "Site search").
 * Absolute URLs it hands out are built on `publicOrigin`, never on the request's `Host`.
 * @throws when the first pruning or the database fails, or when no valid public origin is
 *   configured (`XH_PUBLIC_ORIGIN` missing under `NODE_ENV=production`, or not an origin)
 */
export const apiPlugin: FastifyPluginAsync<ApiPluginOptions> = async (app, opts) => {
  const { db, deployDir } = opts;
  const publicOrigin = opts.publicOrigin
    ? parsePublicOrigin(opts.publicOrigin)
    : publicOriginFromEnv(process.env);
  const now = opts.now ?? (() => new Date());
  const log = app.log;
  const sitePages = deployDir ? sitePagesSync(db, deployDir, log) : noSitePages(db);
  const captcha = createCaptchaGate({
    db,
    now,
    log,
    ...(deployDir ? { deployDir } : {}),
    ...(opts.captcha ? { options: opts.captcha } : {}),
  });
  const smsOutbox = smsOutboxEnabled(opts.smsOutbox, process.env) ? new SmsOutbox() : null;
  const smsSender = opts.smsSender ?? logSmsSender();
  const sms = smsOutbox ? withOutbox(smsSender, smsOutbox, now) : smsSender;
  const oauth = createOAuthGate({
    db,
    now,
    log,
    ...(deployDir ? { deployDir } : {}),
    ...(opts.oauth ? { options: opts.oauth } : {}),
  });
  const identityVerifier = opts.identityVerifier ?? defaultIdentityVerifier;
  const paymentGateway = resolvePaymentGateway(opts.paymentGateway, { db, now, log });
  const options: ApiRouteOptions = {
    db,
    now,
    sitePages,
    captcha,
    sms,
    smsOutbox,
    oauth,
    identityVerifier,
    paymentGateway,
    publicOrigin,
    cached: cachedRouteHooks(createResponseCache(db)),
  };
  const uploads =
    opts.uploads ?? localObjectStore(opts.bugReportDir ?? (await defaultBugReportDir(db)));
  await app.register((api) => apiScope(api, options, uploads, opts.redis), {
    prefix: '/api',
  });
  const stopPruning = await startPruning(
    db,
    now,
    (error) => log.error({ err: error }, '清理过期数据失败'),
    opts.pruneIntervalMs,
  );
  app.addHook('onClose', async () => stopPruning());
  const stopExpiry = await startPaymentExpiry(
    db,
    now,
    (error) => log.error({ err: error }, '取消超时未支付订单失败'),
    opts.paymentExpiryIntervalMs,
  );
  app.addHook('onClose', async () => {
    stopExpiry();
    paymentGateway?.close?.();
  });
  await sitePages.sync();
};

/** Without a deploy folder: an empty page index (emptied once, so no stale rows are found). */
function noSitePages(db: Kysely<Database>): SitePagesSync {
  let emptied: Promise<void> | undefined;
  return {
    sync: () =>
      (emptied ??= indexSitePages(db, []).then(
        () => undefined,
        () => undefined,
      )),
  };
}
