import type { Kysely } from 'kysely';
import type { CachedRouteHooks } from '../cache';
import type { CaptchaGate } from '../captcha/verifier';
import type { Database } from '../db/types';
import type { IdentityVerifier } from '../identity/verifier';
import type { OAuthGate } from '../oauth/setup';
import type { PaymentGateway } from '../payments/gateway';
import type { SitePagesSync } from '../search/sitePagesSync';
import type { SmsOutbox, SmsSender } from '../sms/sender';

/** Options every route plugin receives from `apiPlugin`: the database, the clock, the page index. */
export interface ApiRouteOptions {
  db: Kysely<Database>;
  /** The current time; tests inject a fake clock to expire tickets and tokens. */
  now: () => Date;
  /** Brings `site_pages` up to the active releases before a search (a no-op without a deploy folder). */
  sitePages: SitePagesSync;
  /** The captcha: active provider, its clock, and the check of its tickets (docs/api.md "Captcha"). */
  captcha: CaptchaGate;
  /** Where SMS go (a gateway, the server log), through the dev outbox when it is on. */
  sms: SmsSender;
  /** The dev outbox, or null when the setting is off (docs/api.md "SMS codes"). */
  smsOutbox: SmsOutbox | null;
  /** WeChat / QQ login: sandbox or live providers, the app ids (docs/api.md "WeChat and QQ login"). */
  oauth: OAuthGate;
  /** Decides identity submissions (docs/api.md "Identity verification"). */
  identityVerifier: IdentityVerifier;
  /** Alipay / WeChat pay (docs/api.md "Payments"): the sandbox, a real gateway, or null (off). */
  paymentGateway: PaymentGateway | null;
  /**
   * The site's public origin (`https://www.xingheng.example`, no trailing slash): the base of every
   * absolute URL handed to a gateway, an OAuth provider or a browser (docs/security.md "The public
   * origin"). Never built from the request's `Host` or `X-Forwarded-Host`.
   */
  publicOrigin: string;
  /**
   * Hooks that serve a public GET answer from the response cache (docs/api.md "Caching"): spread
   * into the options of a route whose answer depends only on its URL and the database.
   */
  cached: CachedRouteHooks;
}
