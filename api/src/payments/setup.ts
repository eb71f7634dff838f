import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { PaymentGateway } from './gateway';
import { createSandboxGateway, type NotifyDelivery } from './sandbox';

/** What a gateway factory is given by `apiPlugin`. */
export interface PaymentGatewayDeps {
  db: Kysely<Database>;
  now: () => Date;
  log: { warn: (details: object, message: string) => void };
}

/**
 * The `paymentGateway` option of `apiPlugin` (docs/api.md "Payments"): a gateway, a factory
 * given the database, clock and log (how tests build a sandbox with their own delivery), or null
 * (Alipay and WeChat pay off: pay types 2 and 3 answer 503 `50301`).
 */
export type PaymentGatewayOption =
  | PaymentGateway
  | null
  | ((deps: PaymentGatewayDeps) => PaymentGateway | null);

/** Options of the default sandbox, for `sandboxGatewayFactory`. */
export interface SandboxFactoryOptions {
  secret?: string;
  deliver?: NotifyDelivery;
  retryDelaysMs?: readonly number[];
}

/**
 * A factory of the local sandbox gateway. The HMAC secret is `options.secret`, else
 * `XH_PAY_SANDBOX_SECRET`, else 32 random bytes new for each process (the sandbox signs and
 * checks its own notifications, so nobody needs to know it).
 */
export function sandboxGatewayFactory(
  options: SandboxFactoryOptions = {},
  env: Readonly<Record<string, string | undefined>> = process.env,
): (deps: PaymentGatewayDeps) => PaymentGateway {
  const secret =
    options.secret || env.XH_PAY_SANDBOX_SECRET || crypto.randomBytes(32).toString('hex');
  return (deps) =>
    createSandboxGateway({
      ...deps,
      secret,
      ...(options.deliver ? { deliver: options.deliver } : {}),
      ...(options.retryDelaysMs ? { retryDelaysMs: options.retryDelaysMs } : {}),
    });
}

/**
 * The gateway of the API: the option when given, else the local sandbox, except under
 * `NODE_ENV=production` where the sandbox (which lets anyone approve their own payment) is used
 * only with `XH_PAY_SANDBOX_IN_PRODUCTION=1`; otherwise null (online payment off, balance and
 * codes still work). No real gateway is built in this repository.
 */
export function resolvePaymentGateway(
  option: PaymentGatewayOption | undefined,
  deps: PaymentGatewayDeps,
  env: Readonly<Record<string, string | undefined>> = process.env,
): PaymentGateway | null {
  if (option === null) return null;
  if (typeof option === 'function') return option(deps);
  if (option) return option;
  const production = env.NODE_ENV === 'production';
  if (production && env.XH_PAY_SANDBOX_IN_PRODUCTION !== '1') return null;
  return sandboxGatewayFactory({}, env)(deps);
}
