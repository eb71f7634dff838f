import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { captchaProviderOfRegistry } from './registryProvider';
import { builtinVerifier } from './slider';
import {
  tencentCaptchaConfigFromEnv,
  tencentVerifier,
  type CaptchaFetch,
  type CaptchaLog,
  type TencentCaptchaConfig,
} from './tencent';
import { captchaGate, type CaptchaGate, type CaptchaProviderLookup } from './verifier';

/** Captcha options of `apiPlugin` (docs/api.md "Captcha"); every one has a default. */
export interface CaptchaOptions {
  /**
   * The active provider. Default: the `site.captcha.provider` of `<deployDir>/mf-registry.json`,
   * followed as it changes; `builtin` without a deploy folder.
   */
  provider?: CaptchaProviderLookup;
  /** Tencent's server-side settings; default from the environment (`tencentCaptchaConfigFromEnv`). */
  tencent?: TencentCaptchaConfig | null;
  /** The HTTP call to Tencent's API (default `fetch`). */
  fetch?: CaptchaFetch;
  /**
   * The captcha's clock (challenge age, ticket expiry); default the API's clock. Tests move it on
   * its own to let a solver "take its time" without moving other expiries.
   */
  now?: () => Date;
}

/**
 * The captcha of the API (SPEC §5, docs/api.md "Captcha"): the provider lookup and one verifier
 * per provider (the built-in slider's tickets, Tencent's server-side check).
 * @param input the database, the API's clock, the log, the deploy folder (if any) and the options
 * @returns the gate the routes use
 */
export function createCaptchaGate(input: {
  db: Kysely<Database>;
  now: () => Date;
  log: CaptchaLog;
  deployDir?: string;
  options?: CaptchaOptions;
}): CaptchaGate {
  const { db, log, deployDir, options = {} } = input;
  const clock = options.now ?? input.now;
  const provider =
    options.provider ??
    (deployDir ? captchaProviderOfRegistry(path.join(deployDir, 'mf-registry.json')) : 'builtin');
  const config =
    options.tencent === undefined ? tencentCaptchaConfigFromEnv(process.env) : options.tencent;
  return captchaGate(
    provider,
    {
      builtin: builtinVerifier(db, clock),
      tencent: tencentVerifier({
        config,
        db,
        now: clock,
        log,
        ...(options.fetch ? { fetch: options.fetch } : {}),
      }),
    },
    clock,
  );
}
