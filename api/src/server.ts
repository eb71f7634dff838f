import Fastify, { type FastifyInstance } from 'fastify';
import { openDatabase } from './db/open';
import type { CaptchaOptions } from './captcha/setup';
import { apiServerOptions } from './framework';
import { apiPlugin } from './plugin';
import { securityHeadersPlugin } from './security';
import type { SmsSender } from './sms/sender';
import type { IdentityVerifier } from './identity/verifier';
import type { PaymentGatewayOption } from './payments/setup';
import type { Redis } from './http/redis';
import type { ObjectStore } from './storage/objectStore';

/** Options of the standalone API server. */
export interface ApiServerOptions {
  /** SQLite file (created, migrated and seeded when missing). */
  dbFile: string;
  /** Log requests (authorization, cookies and bodies are never logged). Default false. */
  logger?: boolean;
  /** Clock override for tests (expiry of captcha tickets and tokens, pruning). */
  now?: () => Date;
  /** The deploy folder whose active releases feed the page search (`ApiPluginOptions.deployDir`). */
  deployDir?: string;
  /** Pruning period in ms (default one hour). */
  pruneIntervalMs?: number;
  /** Captcha options (`ApiPluginOptions.captcha`; docs/api.md "Captcha"). */
  captcha?: CaptchaOptions;
  /** Where SMS go (`ApiPluginOptions.smsSender`; default the server's standard output). */
  smsSender?: SmsSender;
  /** The dev SMS outbox (`ApiPluginOptions.smsOutbox`; default `XH_SMS_OUTBOX=1`). */
  smsOutbox?: boolean;
  /** Where the request log goes when `logger` is on (default standard output; tests read it). */
  logStream?: { write: (line: string) => void };
  /** Identity verification (`ApiPluginOptions.identityVerifier`; default approves personal). */
  identityVerifier?: IdentityVerifier;
  /** Alipay / WeChat pay (`ApiPluginOptions.paymentGateway`; default the local sandbox). */
  paymentGateway?: PaymentGatewayOption;
  /** Period of the unpaid-order expiry in ms (`ApiPluginOptions.paymentExpiryIntervalMs`). */
  paymentExpiryIntervalMs?: number;
  /** The site's public origin (`ApiPluginOptions.publicOrigin`; default `XH_PUBLIC_ORIGIN`). */
  publicOrigin?: string;
  /** Problem reports' attachments (`ApiPluginOptions.bugReportDir`; default next to `dbFile`). */
  bugReportDir?: string;
  /** Redis for rate limits shared across nodes (`ApiPluginOptions.redis`). */
  redis?: Redis;
  /** Where uploaded files go (`ApiPluginOptions.uploads`; default the folder `bugReportDir`). */
  uploads?: ObjectStore;
}

/**
 * A Fastify instance serving only the `/api` contract (tests, `npm run dev` in api/). The database
 * is closed when the server closes.
 * @returns the instance, not yet listening
 * @throws when the database cannot be opened or migrated
 */
export async function buildApiServer(opts: ApiServerOptions): Promise<FastifyInstance> {
  const db = await openDatabase(opts.dbFile);
  const app = Fastify(
    apiServerOptions({
      logger: opts.logger ?? false,
      ...(opts.logStream ? { logStream: opts.logStream } : {}),
    }),
  );
  app.addHook('onClose', async () => {
    await db.destroy();
  });
  // The security headers of docs/security.md on every answer. The API answers only JSON, never a
  // page: the strictest CSP (no captcha provider's sources); nginx sends its own set in front of it.
  await app.register(securityHeadersPlugin, { captchaProvider: 'builtin' });
  await app.register(apiPlugin, {
    db,
    ...(opts.now ? { now: opts.now } : {}),
    ...(opts.deployDir ? { deployDir: opts.deployDir } : {}),
    ...(opts.pruneIntervalMs ? { pruneIntervalMs: opts.pruneIntervalMs } : {}),
    ...(opts.captcha ? { captcha: opts.captcha } : {}),
    ...(opts.smsSender ? { smsSender: opts.smsSender } : {}),
    ...(opts.smsOutbox !== undefined ? { smsOutbox: opts.smsOutbox } : {}),
    ...(opts.identityVerifier ? { identityVerifier: opts.identityVerifier } : {}),
    ...(opts.paymentGateway !== undefined ? { paymentGateway: opts.paymentGateway } : {}),
    ...(opts.paymentExpiryIntervalMs
      ? { paymentExpiryIntervalMs: opts.paymentExpiryIntervalMs }
      : {}),
    ...(opts.bugReportDir ? { bugReportDir: opts.bugReportDir } : {}),
    ...(opts.publicOrigin ? { publicOrigin: opts.publicOrigin } : {}),
    ...(opts.redis ? { redis: opts.redis } : {}),
    ...(opts.uploads ? { uploads: opts.uploads } : {}),
  });
  return app;
}
