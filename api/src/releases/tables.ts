import type { ColumnType, Generated } from 'kysely';

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

/**
 * The release ledger of one shared deploy target (releases/migrationReleaseLedger.ts): `name` the
 * target (`s3://bucket/prefix`), `content` the ledger's JSON text, `updated_at` ISO-8601 UTC.
 */
export interface ReleaseLedgerTable {
  name: string;
  content: string;
  updated_at: string;
}

/**
 * A node serving a shared deploy target (releases/migrationDeployNodes.ts): `serving` the SHA-256
 * (hex) of the root files it serves, `seen_at` ISO-8601 UTC of its last word.
 */
export interface DeployNodeTable {
  target: string;
  node: string;
  serving: string;
  seen_at: string;
}

/** The releases area's tables, as `Database` (db/types.ts) composes them. */
export interface ReleaseTables {
  remote_load_failures: RemoteLoadFailureTable;
  remote_load_minutes: RemoteLoadMinuteTable;
  release_ledger: ReleaseLedgerTable;
  deploy_nodes: DeployNodeTable;
}
