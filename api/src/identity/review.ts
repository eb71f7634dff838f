import type { Kysely } from 'kysely';
import { IDENTITY_LIMITS, type LicenceContentType } from '@xingheng/shared';
import { maskPhone } from '../audit/events';
import type { Database } from '../db/types';
import { SUMMARY_COLUMNS } from './store';
import { checkFreeText } from '../validation/freeText';
import type { ObjectStore } from '../storage/objectStore';

/** A refused operator action (unknown id, not pending, bad reason); `message` is Chinese. */
export class IdentityReviewError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IdentityReviewError';
  }
}

/**
 * A submission as the operator sees it: ids, the account's phone masked (`138****8000`), kind,
 * status, name, masked number, an enterprise's credit code, licence type and size in bytes (0
 * when none is kept), instants as ISO-8601 UTC, reviewer (`verifier` | `operator`) and reason.
 */
export interface IdentityReviewItem {
  id: number;
  userId: number;
  phone: string;
  kind: string;
  status: string;
  name: string;
  maskedNumber: string;
  creditCode: string | null;
  licenceType: string | null;
  licenceBytes: number;
  submittedAt: string;
  reviewedAt: string | null;
  reviewedBy: string | null;
  rejectReason: string | null;
}

/** Filter of `listIdentitySubmissions`: a status, and at most `limit` rows (default 50). */
export interface IdentityReviewFilter {
  status?: 'pending' | 'approved' | 'rejected';
  limit?: number;
}

function query(db: Kysely<Database>) {
  return db
    .selectFrom('identity_verifications as v')
    .innerJoin('users as u', 'u.id', 'v.user_id')
    .select(SUMMARY_COLUMNS.map((column) => `v.${column}` as const))
    .select((eb) => [
      'u.phone',
      // Rows stored before licences moved to the store got their size from the migration.
      eb.fn.coalesce('v.licence_size', eb.lit(0)).as('licence_bytes'),
    ]);
}

type ReviewRow = Awaited<ReturnType<ReturnType<typeof query>['executeTakeFirstOrThrow']>>;

const iso = (ms: number | null): string | null =>
  ms === null ? null : new Date(Number(ms)).toISOString();

function toItem(row: ReviewRow): IdentityReviewItem {
  return {
    id: row.id,
    userId: row.user_id,
    phone: maskPhone(row.phone),
    kind: row.kind,
    status: row.status,
    name: row.name,
    maskedNumber: row.number_masked,
    creditCode: row.credit_code,
    licenceType: row.licence_type,
    licenceBytes: Number(row.licence_bytes),
    submittedAt: new Date(Number(row.submitted_at)).toISOString(),
    reviewedAt: iso(row.reviewed_at),
    reviewedBy: row.reviewed_by,
    rejectReason: row.reject_reason,
  };
}

/**
 * Submissions for the operator (docs/api.md "Identity verification"), oldest first when listing
 * pending ones (the order to review them in), newest first otherwise.
 * @returns up to `limit` (default 50) items
 */
export async function listIdentitySubmissions(
  db: Kysely<Database>,
  filter: IdentityReviewFilter = {},
): Promise<IdentityReviewItem[]> {
  let q = query(db);
  if (filter.status) q = q.where('v.status', '=', filter.status);
  const order = filter.status === 'pending' ? 'asc' : 'desc';
  const rows = await q
    .orderBy('v.submitted_at', order)
    .orderBy('v.id', order)
    .limit(filter.limit ?? 50)
    .execute();
  return rows.map(toItem);
}

/** One submission by id. @throws IdentityReviewError when there is none */
export async function getIdentitySubmission(
  db: Kysely<Database>,
  id: number,
): Promise<IdentityReviewItem> {
  const row = await query(db).where('v.id', '=', id).executeTakeFirst();
  if (!row) throw new IdentityReviewError(`认证记录 ${id} 不存在`);
  return toItem(row);
}

/**
 * Records the operator's decision on a pending submission, if it is still pending (a second
 * operator's decision on the same one is refused, not applied twice).
 * @returns the submission after the decision
 * @throws IdentityReviewError for an unknown id or one that is not pending
 */
async function decide(
  db: Kysely<Database>,
  id: number,
  decision: { status: 'approved' } | { status: 'rejected'; reason: string },
  now: Date,
): Promise<IdentityReviewItem> {
  const current = await getIdentitySubmission(db, id);
  const result = await db
    .updateTable('identity_verifications')
    .set({
      status: decision.status,
      reviewed_at: now.getTime(),
      reviewed_by: 'operator',
      reject_reason: decision.status === 'rejected' ? decision.reason : null,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) {
    throw new IdentityReviewError(`认证记录 ${id} 不是待审核状态（当前：${current.status}）`);
  }
  return getIdentitySubmission(db, id);
}

/**
 * Approves a pending submission (the operator checked the licence against the company).
 * @throws IdentityReviewError for an unknown id or one that is not pending
 */
export function approveIdentitySubmission(
  db: Kysely<Database>,
  id: number,
  now: Date = new Date(),
): Promise<IdentityReviewItem> {
  return decide(db, id, { status: 'approved' }, now);
}

/**
 * Rejects a pending submission with a reason the user sees (1–200 characters, one line, under the
 * free-text rule of `freeText`); the user may then submit again.
 * @throws IdentityReviewError for a missing or bad reason, an unknown id or one that is not pending
 */
export function rejectIdentitySubmission(
  db: Kysely<Database>,
  id: number,
  reason: string,
  now: Date = new Date(),
): Promise<IdentityReviewItem> {
  const checked = checkFreeText(
    { label: '驳回原因', field: 'reason', min: 1, max: IDENTITY_LIMITS.rejectReasonMax },
    reason,
  );
  if (checked.msg !== undefined) return Promise.reject(new IdentityReviewError(checked.msg));
  return decide(db, id, { status: 'rejected', reason: checked.value }, now);
}

/**
 * The kept licence image of a submission, for the operator to look at: the object of its
 * `licence_key` in the uploads store, or for a row stored before licences moved there, the bytes
 * kept in the row (`licence_image`).
 * @param store the uploads store the API writes licences to (`uploadsStoreFromEnv`)
 * @returns its type and bytes, or null when the submission has none (personal, or superseded)
 * @throws IdentityReviewError for an unknown id, or a key whose object is missing from the store;
 *   the store's error when it cannot be read
 */
export async function readIdentityLicence(
  db: Kysely<Database>,
  store: ObjectStore,
  id: number,
): Promise<{ contentType: LicenceContentType; bytes: Buffer } | null> {
  const row = await db
    .selectFrom('identity_verifications')
    .select(['licence_type', 'licence_key'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new IdentityReviewError(`认证记录 ${id} 不存在`);
  if (!row.licence_type) return null;
  const contentType = row.licence_type as LicenceContentType;
  if (row.licence_key) {
    const bytes = await store.get(row.licence_key);
    if (!bytes) {
      throw new IdentityReviewError(
        `认证记录 ${id} 的营业执照图片不在存储中：${store.locate(row.licence_key)}`,
      );
    }
    return { contentType, bytes };
  }
  const old = await db
    .selectFrom('identity_verifications')
    .select('licence_image')
    .where('id', '=', id)
    .executeTakeFirst();
  return old?.licence_image ? { contentType, bytes: Buffer.from(old.licence_image) } : null;
}
