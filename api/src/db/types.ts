/**
 * Kysely's type of the API database, composed of each area's tables (`<area>/tables.ts`, beside
 * its migration and store). Column names are snake_case; stores map them to the wire names of
 * `shared/src/types/`.
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
import type { WebTables } from '../web/tables';
import type { ServiceTables } from '../services/tables';
import type { NewsTables } from '../news/tables';
import type { SupportTables } from '../support/tables';
import type { AuthTables } from '../auth/tables';
import type { AuditTables } from '../audit/tables';
import type { OrderTables } from '../orders/tables';
import type { PaymentTables } from '../payments/tables';
import type { CaptchaTables } from '../captcha/tables';
import type { JobTables } from '../jobs/tables';
import type { PartnerTables } from '../partner/tables';
import type { TermsTables } from '../terms/tables';
import type { SearchTables } from '../search/tables';
import type { ReleaseTables } from '../releases/tables';
import type { AddressTables } from '../address/tables';
import type { SmsTables } from '../sms/tables';
import type { RegisterTables } from '../register/tables';
import type { IdentityTables } from '../identity/tables';
import type { OAuthTables } from '../oauth/tables';

export type * from '../web/tables';
export type * from '../services/tables';
export type * from '../news/tables';
export type * from '../support/tables';
export type * from '../auth/tables';
export type * from '../audit/tables';
export type * from '../orders/tables';
export type * from '../payments/tables';
export type * from '../captcha/tables';
export type * from '../jobs/tables';
export type * from '../partner/tables';
export type * from '../terms/tables';
export type * from '../search/tables';
export type * from '../releases/tables';
export type * from '../address/tables';
export type * from '../sms/tables';
export type * from '../register/tables';
export type * from '../identity/tables';
export type * from '../oauth/tables';

/** Every table of the API database: each area keeps its own table types beside its code. */
export interface Database
  extends WebTables,
    ServiceTables,
    NewsTables,
    SupportTables,
    AuthTables,
    AuditTables,
    OrderTables,
    PaymentTables,
    CaptchaTables,
    JobTables,
    PartnerTables,
    TermsTables,
    SearchTables,
    ReleaseTables,
    AddressTables,
    SmsTables,
    RegisterTables,
    IdentityTables,
    OAuthTables {}
