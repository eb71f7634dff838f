/**
 * One identity verification submission (docs/api.md "Identity verification"); a user's newest row
 * is their state. `kind` `personal` | `enterprise`; `status` `pending` | `approved` | `rejected`
 * (a partial unique index allows one pending or approved row per user). `name` is the real or
 * company name; `number_masked` the ID number or credit code masked; `id_number_hash` the keyed
 * hash of a personal ID number (never stored in clear); `credit_code` an enterprise's code;
 * `licence_key` the licence image's key in the uploads store (`licences/<uuid>/licence.<png|jpg>`,
 * `licence_type` `image/jpeg` | `image/png`, `licence_size` its bytes); `licence_image` the bytes
 * of a licence stored in the row before it moved to the store (new rows: null). Key and image are
 * dropped when a newer submission replaces a rejected one. `reviewed_by` `verifier` | `operator`.
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
  licence_key: string | null;
  licence_size: number | null;
  licence_image: Buffer | null;
  submitted_at: number;
  reviewed_at: number | null;
  reviewed_by: string | null;
  reject_reason: string | null;
}

/** The identity area's tables, as `Database` (db/types.ts) composes them. */
export interface IdentityTables {
  identity_verifications: IdentityVerificationTable;
}
