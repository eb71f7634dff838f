/**
 * Kysely table types of the API database (docs/api.md). Column names are snake_case; the routes
 * map them to the wire names of `shared/src/types/api.ts`.
 *
 * Portability (SQLite today, PostgreSQL later): no auto-increment or identity columns anywhere.
 * Content rows carry explicit ids from the seed, orders are keyed by their order number, tokens by
 * their hash and captcha rows by random ids. Flags are `integer` 0/1, instants are `bigint` epoch
 * milliseconds (`number` here: with `pg`, register a bigint type parser), calendar dates are `text`
 * ISO-8601 (`2026-03-18`).
 * One exception, the log tables: `remote_load_failures` has an auto-increment `id` and ISO-8601 UTC
 * text `created_at` / `reported_at` (see releases/migrationRemoteFailures.ts, migrationFailureVisitors.ts);
 * `remote_load_minutes` keys its rows by an ISO-8601 UTC `minute` (releases/migrationRemoteLoads.ts).
 */
import type { ColumnType, Generated } from 'kysely';

/** A header menu item; `parent_id` null at the top level (SPEC §2, §3). */
export interface MenuItemTable {
  id: number;
  parent_id: number | null;
  name: string;
  url: string;
  /** `HOT`, `NEW`, another short text shown as is, or null. */
  tag: string | null;
  sort_order: number;
}

/** A correction service product (SPEC §3 lookups: server type 1 sub-metre, 2 centimetre). */
export interface ServiceTable {
  id: number;
  name: string;
  summary: string;
  server_type: number;
  connect_type: number;
  sort_order: number;
}

/** A home-page banner; `link` is a site path, `theme` one of blue / teal / indigo. */
export interface BannerTable {
  id: number;
  title: string;
  subtitle: string;
  link: string;
  theme: string;
  sort_order: number;
}

/** A hardware product; `slug` is the route name under /productSolution/hardware/. */
export interface HardwareTable {
  id: number;
  slug: string;
  name: string;
  category: string;
  summary: string;
  sort_order: number;
  /** Price of one unit in fen; null: sold through sales, not online. */
  price_cents: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A news article; `published_at` is an ISO date. */
export interface NewsTable {
  id: number;
  title: string;
  summary: string;
  category: string;
  source: string;
  published_at: string;
  html: string;
}

/**
 * A support article (docs/api.md "Support center"; 9 privacy policy, 10 terms of use);
 * `category` a key of `SUPPORT_CATEGORIES`, `updated_at` an ISO date, lists in `sort_order`.
 */
export interface SupportDocTable {
  id: number;
  title: string;
  updated_at: string;
  html: string;
  category: string;
  summary: string;
  sort_order: number;
}

/** A service notice (docs/api.md "Notices"); `type` a key of `NOTICE_TYPES`, `published_at` an ISO date. */
export interface NoticeTable {
  id: number;
  title: string;
  type: string;
  summary: string;
  html: string;
  published_at: string;
}

/**
 * A problem report (docs/api.md "Problem reports"), keyed by its ticket number: `user_id` null
 * when sent without login; `category` a key of `BUG_REPORT_CATEGORIES`, `status` of
 * `BUG_REPORT_STATUS`; `contact` the normalised mobile number or lower-case e-mail; epoch ms.
 */
export interface BugReportTable {
  ticket_no: string;
  user_id: number | null;
  category: string;
  subject: string;
  description: string;
  contact: string;
  status: string;
  created_at: number;
  updated_at: number;
}

/**
 * An attachment of a problem report: `idx` 0-based in the order sent, `name` the client's file
 * name (display only), `content_type` the type found by content, `size` bytes, `path` the file
 * relative to the reports directory (`<ticket>/1.png`, chosen by the server).
 */
export interface BugReportAttachmentTable {
  ticket_no: string;
  idx: number;
  name: string;
  content_type: string;
  size: number;
  path: string;
}

/** An answer of support to a problem report (`npm run reports -- answer`); `id` a random UUID. */
export interface BugReportAnswerTable {
  id: string;
  ticket_no: string;
  at: number;
  text: string;
}

/** A registered user; `password_hash` is a bcrypt hash (cost 10). */
export interface UserTable {
  id: number;
  phone: string;
  password_hash: string;
  nickname: string;
  created_at: number;
  /** When the terms of use and privacy policy were agreed to (epoch ms; null before consent was recorded). */
  terms_agreed_at: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A service order (SPEC §4: status 0 unpaid, 1 paid, 3 cancelled; §3 lookups for the codes). */
export interface ServerOrderTable {
  order_no: string;
  user_id: number;
  order_type: number;
  server_type: number;
  duration_unit: number;
  duration: number;
  amount_cents: number;
  status: number;
  created_at: number;
  /** The service bought (null only before the orders migration backfilled it). */
  service_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Service accounts bought (expansion: added). */
  accounts: ColumnType<number, number | undefined, number>;
  /** SPEC §3 activation method: 1 manual, 2 automatic. */
  activation_method: ColumnType<number, number | undefined, number>;
  /** The account renewed (type 1) or whose service is expanded (type 3). */
  target_account: ColumnType<string | null, string | null | undefined, string | null>;
  /** When it is cancelled if still unpaid (created_at + 30 min). */
  expires_at: ColumnType<number, number | undefined, number>;
  paid_at: ColumnType<number | null, number | null | undefined, number | null>;
  /** SPEC §3 pay type, once paid. */
  pay_type: ColumnType<number | null, number | null | undefined, number | null>;
  idempotency_key: ColumnType<string | null, string | null | undefined, string | null>;
}

/**
 * A hardware order (SPEC §4: 0 unpaid, 1 paid, 2 cancelled, 3 awaiting receipt, 4 received,
 * 5 completed). `address_json` is an `OrderAddress`, `invoice_json` an `InvoiceRequest` (shared).
 */
export interface HardwareOrderTable {
  order_no: string;
  user_id: number;
  status: number;
  slug: string;
  product_name: string;
  quantity: number;
  unit_price_cents: number;
  amount_cents: number;
  address_json: string;
  invoice_json: string;
  idempotency_key: string | null;
  created_at: number;
  expires_at: number;
  paid_at: number | null;
  pay_type: number | null;
  tracking_no: string | null;
  shipped_at: number | null;
  received_at: number | null;
  completed_at: number | null;
}

/** A trial application; one per user and service. */
export interface TrialApplicationTable {
  order_no: string;
  user_id: number;
  service_id: number;
  devices: number;
  /** A key of `TRIAL_USE_CASES` (shared). */
  use_case: string;
  company: string;
  contact_name: string;
  contact_phone: string;
  created_at: number;
}

/**
 * An NTRIP service account; `password_hash` a bcrypt hash, never the password. SPEC §3 is-active
 * (0 waiting for manual activation, 1 active, 2 trial); `duration_unit`/`duration` what it runs for
 * once activated; `expires_at` null until then.
 */
export interface ServiceAccountTable {
  account_name: string;
  user_id: number;
  service_id: number;
  server_type: number;
  order_no: string;
  password_hash: string;
  is_active: number;
  duration_unit: number;
  duration: number;
  activated_at: number | null;
  expires_at: number | null;
  created_at: number;
}

/** A user's balance in fen; a CHECK keeps it at or above zero. */
export interface WalletTable {
  user_id: number;
  balance_cents: number;
  updated_at: number;
}

/** One change of a balance: `reason` `seed`, `payment`, `refund`, `redemption_remainder`, `topup`. */
export interface WalletLedgerTable {
  id: string;
  user_id: number;
  delta_cents: number;
  balance_after_cents: number;
  reason: string;
  order_no: string | null;
  payment_no: string | null;
  created_at: number;
}

/**
 * A service code (`kind` `service`: pays a service order of that service, server type, duration
 * unit and duration with at most `accounts` accounts) or a redemption code (`kind` `redemption`:
 * pays an order up to `value_cents`). `code_hash` is the SHA-256 hex of the code, `label` a masked
 * form for display (`XHSC-****-7K3Q`). Used once.
 */
export interface RedeemCodeTable {
  code_hash: string;
  kind: string;
  label: string;
  value_cents: number | null;
  service_id: number | null;
  server_type: number | null;
  duration_unit: number | null;
  duration: number | null;
  accounts: number | null;
  expires_at: number | null;
  used_at: number | null;
  used_by: number | null;
  order_no: string | null;
  created_at: number;
}

/**
 * A payment attempt (`status` `pending`, `paid`, `failed`, `expired`); at most one `paid` row per
 * order (a partial unique index). `balance_cents` + `gateway_cents` = `amount_cents`.
 */
export interface PaymentTable {
  payment_no: string;
  order_no: string;
  order_kind: string;
  user_id: number;
  pay_type: number;
  status: string;
  amount_cents: number;
  balance_cents: number;
  gateway_cents: number;
  /** `alipay` or `wechat` for a gateway payment. */
  channel: string | null;
  code_hash: string | null;
  gateway_trade_no: string | null;
  code_url: string | null;
  pay_url: string | null;
  fail_reason: string | null;
  created_at: number;
  expires_at: number;
  paid_at: number | null;
  updated_at: number;
}

/** The payment sandbox's own record (`status` `created`, `approved`, `declined`). */
export interface SandboxGatewayPaymentTable {
  gateway_trade_no: string;
  payment_no: string;
  channel: string;
  amount_cents: number;
  subject: string;
  status: string;
  notify_url: string;
  return_url: string | null;
  created_at: number;
  expires_at: number;
  decided_at: number | null;
  notified_at: number | null;
  notify_attempts: ColumnType<number, number | undefined, number>;
}

/** A login token, kept only as its SHA-256 hex hash. */
export interface AuthTokenTable {
  token_hash: string;
  user_id: number;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

/**
 * A slider captcha challenge; `target` is a fraction of the piece's travel (0–1), never sent;
 * `created_at` when it was issued (the server's measure of the answer time; 0 if not given).
 */
export interface CaptchaChallengeTable {
  id: string;
  target: number;
  created_at: ColumnType<number, number | undefined, never>;
  expires_at: number;
  used_at: number | null;
}

/**
 * A captcha ticket: `ticket` is its SHA-256 hex, never the ticket. A built-in one is issued by a
 * passed challenge and used once before `expires_at`; a Tencent one is recorded as used
 * (`used_at` set, `randstr` empty) when first checked, so a replay is refused.
 */
export interface CaptchaTicketTable {
  ticket: string;
  randstr: string;
  expires_at: number;
  used_at: number | null;
}

/** Full description of a service (docs/api.md); `*_json` columns hold JSON arrays. */
export interface ServiceDetailTable {
  service_id: number;
  tagline: string;
  /** JSON `string[]`: paragraphs of plain text. */
  description_json: string;
  accuracy_horizontal: string;
  accuracy_vertical: string;
  convergence: string;
  coverage: string;
  /** JSON `string[]`: coordinate frames. */
  frames_json: string;
  ntrip_caster: string;
  /** JSON `{ frame, port }[]`. */
  ntrip_ports_json: string;
  ntrip_messages: string;
  sdk: string;
}

/** A price plan of a service (SPEC §3 server type and duration unit codes); price in fen. */
export interface ServicePlanTable {
  id: number;
  service_id: number;
  server_type: number;
  duration_unit: number;
  duration: number;
  price_cents: number;
  sort_order: number;
}

/** A job opening; `kind` `social` or `campus`; list fields are JSON `string[]`. */
export interface JobTable {
  id: number;
  title: string;
  category: string;
  city: string;
  kind: string;
  headcount: number;
  published_at: string;
  responsibilities_json: string;
  requirements_json: string;
  sort_order: number;
}

/** A cooperation request of `/partner`; `id` a random UUID, `created_at` epoch milliseconds. */
export interface PartnerApplicationTable {
  id: string;
  company: string;
  contact: string;
  phone: string;
  email: string | null;
  cooperation_type: string;
  region: string | null;
  message: string;
  created_at: number;
}

/** A terms document of `/terms/{slug}`; `updated_at` is an ISO date. */
export interface TermsDocTable {
  slug: string;
  title: string;
  updated_at: string;
  html: string;
  sort_order: number;
}

/** A marketing page in the search index (rebuilt at every start); `keywords` space-joined. */
export interface SitePageTable {
  path: string;
  title: string;
  description: string;
  keywords: string;
  sort_order: number;
}

/**
 * The failures one visitor met with one remote version (`POST /api/web/remote-failures`, docs/api.md
 * "Remote failure reports"): one row per (remote, version, visitor). `kind`, `message`,
 * `fell_back_to` and `user_agent` are those of the latest report; `kind` one of
 * `REMOTE_FAILURE_KINDS`, `fell_back_to` the version that loaded instead (null when none did).
 * `visitor` is a keyed hash of the client (releases/visitor.ts), `reports` how many reports it sent,
 * `created_at` the first and `reported_at` the latest, ISO-8601 UTC (`2026-11-22T03:01:00.000Z`).
 */
export interface RemoteLoadFailureTable {
  id: Generated<number>;
  remote: string;
  version: string;
  visitor: string;
  kind: string;
  message: string;
  fell_back_to: string | null;
  user_agent: string | null;
  reports: ColumnType<number, number | undefined, number>;
  created_at: ColumnType<string, string | undefined, never>;
  reported_at: string;
}

/**
 * Load reports of one visitor about one remote version in one minute (releases/migrationRemoteLoads.ts,
 * docs/api.md "Remote load reports"); `minute` is ISO-8601 UTC text like the log table's instants.
 */
export interface RemoteLoadMinuteTable {
  remote: string;
  version: string;
  minute: string;
  visitor: string;
  loads: ColumnType<number, number | undefined, number>;
  failures: ColumnType<number, number | undefined, number>;
  page_errors: ColumnType<number, number | undefined, number>;
  duration_ms_sum: ColumnType<number, number | undefined, number>;
  duration_ms_max: ColumnType<number, number | undefined, number>;
}

/** A server-side secret, created on first use (e.g. `visitor-hash`, the key of visitor ids). */
export interface AppSecretTable {
  name: string;
  value: string;
}

/**
 * A delivery address of the address book (docs/api.md "Address book"): `id` a random 9-digit
 * integer, region codes 6-digit GB/T 2260 codes with the names they had when saved, `postcode`
 * null when none, `is_default` 0/1 (exactly one 1 per user who has addresses), instants epoch ms.
 */
export interface UserAddressTable {
  id: number;
  user_id: number;
  recipient: string;
  mobile: string;
  province_code: string;
  province_name: string;
  city_code: string;
  city_name: string;
  district_code: string;
  district_name: string;
  detail: string;
  postcode: string | null;
  is_default: number;
  created_at: number;
  updated_at: number;
}

/**
 * An SMS sent (docs/api.md "SMS codes"): `code_hash` a keyed HMAC of the code (never the code),
 * null for a notice without one; `purpose` one of `SMS_PURPOSES`; instants epoch ms; `attempts`
 * the tries spent (5 void it).
 */
export interface SmsCodeTable {
  id: string;
  phone: string;
  purpose: string;
  code_hash: string | null;
  created_at: number;
  expires_at: number;
  attempts: ColumnType<number, number | undefined, number>;
  used_at: number | null;
}

/**
 * Wrong passwords per (phone, address), and per address for all phones (`phone_key` `*`), both
 * keys as keyed hashes: the progressive delay and the lock (docs/api.md "Account lockout").
 */
export interface LoginThrottleTable {
  phone_key: string;
  address_key: string;
  failures: number;
  first_failure_at: number;
  next_attempt_at: number;
  locked_until: number | null;
}

/**
 * The auth audit (docs/api.md "Auth audit"), a log table with an auto-increment `id`: `at` epoch
 * ms, `kind` one of `AUTH_EVENT_KINDS`, `outcome` `ok` / `refused`; the phone masked and as a keyed
 * hash, the address only as a keyed hash. Never a password, code or token.
 */
export interface AuthEventTable {
  id: Generated<number>;
  at: number;
  kind: string;
  outcome: string;
  detail: string;
  user_id: number | null;
  phone_masked: string | null;
  phone_hash: string | null;
  address_hash: string | null;
}

/**
 * Proof that a phone received its register or reset code (docs/api.md "Registration and password
 * reset"): the ticket's SHA-256 hex, used once before `expires_at` (epoch ms).
 */
export interface SmsTicketTable {
  ticket_hash: string;
  phone: string;
  purpose: string;
  expires_at: number;
  used_at: number | null;
}

/**
 * One identity verification submission (docs/api.md "Identity verification"); a user's newest row
 * is their state. `kind` `personal` | `enterprise`; `status` `pending` | `approved` | `rejected`
 * (a partial unique index allows one pending or approved row per user). `name` is the real or
 * company name; `number_masked` the ID number or credit code masked; `id_number_hash` the keyed
 * hash of a personal ID number (never stored in clear); `credit_code` an enterprise's code;
 * `licence_image` the licence bytes (`licence_type` `image/jpeg` | `image/png`), dropped when a
 * newer submission replaces a rejected one. `reviewed_by` `verifier` | `operator`.
 */
export interface IdentityVerificationTable {
  id: number;
  user_id: number;
  kind: string;
  status: string;
  name: string;
  number_masked: string;
  id_number_hash: string | null;
  credit_code: string | null;
  licence_type: string | null;
  licence_image: Buffer | null;
  submitted_at: number;
  reviewed_at: number | null;
  reviewed_by: string | null;
  reject_reason: string | null;
}

/**
 * An authorize request of WeChat or QQ login (docs/api.md "WeChat and QQ login"): the SHA-256 hex
 * of its `state`, the platform (`wechat` | `qq`), the site path to go to after login, the provider's
 * `redirect_uri`, the SHA-256 hex of the browser's nonce cookie; used once before `expires_at`.
 */
export interface OAuthStateTable {
  state_hash: string;
  platform: string;
  redirect: string;
  redirect_uri: string;
  browser_hash: string;
  expires_at: number;
  used_at: number | null;
}

/** A code of the local sandbox provider (SHA-256 hex), the sandbox user it stands for, used once. */
export interface OAuthSandboxCodeTable {
  code_hash: string;
  platform: string;
  redirect_uri: string;
  openid: string;
  nickname: string;
  expires_at: number;
  used_at: number | null;
}

/** A first login's proof of a provider account (SHA-256 hex), traded once for a phone binding. */
export interface OAuthBindTicketTable {
  ticket_hash: string;
  platform: string;
  openid: string;
  nickname: string;
  redirect: string;
  expires_at: number;
  used_at: number | null;
}

/** A provider account (`platform`, `openid`: WeChat's unionid when it has one) bound to a user. */
export interface UserOAuthLinkTable {
  platform: string;
  openid: string;
  user_id: number;
  created_at: number;
}

/** The whole database, as Kysely sees it. */
export interface Database {
  menu_items: MenuItemTable;
  services: ServiceTable;
  banners: BannerTable;
  hardware: HardwareTable;
  news: NewsTable;
  support_docs: SupportDocTable;
  notices: NoticeTable;
  bug_reports: BugReportTable;
  bug_report_attachments: BugReportAttachmentTable;
  bug_report_answers: BugReportAnswerTable;
  users: UserTable;
  server_orders: ServerOrderTable;
  auth_tokens: AuthTokenTable;
  captcha_challenges: CaptchaChallengeTable;
  captcha_tickets: CaptchaTicketTable;
  service_details: ServiceDetailTable;
  service_plans: ServicePlanTable;
  jobs: JobTable;
  partner_applications: PartnerApplicationTable;
  terms_docs: TermsDocTable;
  site_pages: SitePageTable;
  remote_load_failures: RemoteLoadFailureTable;
  remote_load_minutes: RemoteLoadMinuteTable;
  app_secrets: AppSecretTable;
  user_addresses: UserAddressTable;
  sms_codes: SmsCodeTable;
  login_throttle: LoginThrottleTable;
  auth_events: AuthEventTable;
  sms_tickets: SmsTicketTable;
  identity_verifications: IdentityVerificationTable;
  oauth_states: OAuthStateTable;
  oauth_sandbox_codes: OAuthSandboxCodeTable;
  oauth_bind_tickets: OAuthBindTicketTable;
  user_oauth_links: UserOAuthLinkTable;
  hardware_orders: HardwareOrderTable;
  trial_applications: TrialApplicationTable;
  service_accounts: ServiceAccountTable;
  wallets: WalletTable;
  wallet_ledger: WalletLedgerTable;
  redeem_codes: RedeemCodeTable;
  payments: PaymentTable;
  sandbox_gateway_payments: SandboxGatewayPaymentTable;
}
