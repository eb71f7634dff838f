import crypto from 'node:crypto';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type {
  IdentityInfo,
  IdentityKind,
  IdentityStatus,
  LicenceContentType,
} from '@xingheng/shared';
import type { Database, IdentityVerificationTable } from '../db/types';
import { ApiError, ERROR_CODES } from '../errors';
import type { IdentityDecision } from './verifier';
import { isUniqueViolation } from '../db/errors';
import { transact } from '../db/transaction';
import type { ObjectStore } from '../storage/objectStore';

type Db = Kysely<Database> | Transaction<Database>;

/** The columns of a submission without the licence (never read unless asked for). */
export const SUMMARY_COLUMNS = [
  'id',
  'user_id',
  'kind',
  'status',
  'name',
  'number_masked',
  'credit_code',
  'licence_type',
  'submitted_at',
  'reviewed_at',
  'reviewed_by',
  'reject_reason',
] as const;

/** A submission row without its licence's key, size and bytes and without `id_number_hash`. */
export type SummaryRow = Pick<
  Selectable<IdentityVerificationTable>,
  (typeof SUMMARY_COLUMNS)[number]
>;

/** The state of a user who has submitted nothing. */
export const NO_IDENTITY: IdentityInfo = {
  status: 'none',
  kind: null,
  name: null,
  maskedNumber: null,
  submittedAt: null,
  reviewedAt: null,
  rejectReason: null,
};

/** A checked submission to store: never the clear ID number, only its mask and keyed hash. */
export interface IdentitySubmission {
  kind: IdentityKind;
  /** Real name or company name. */
  name: string;
  numberMasked: string;
  /** Keyed hash of a personal ID number (`keyedHash(db, 'identity-number', …)`), else null. */
  idNumberHash: string | null;
  /** An enterprise's unified social credit code, else null. */
  creditCode: string | null;
  licence: { contentType: LicenceContentType; bytes: Buffer } | null;
}

/** The wire form of a submission row (`maskedNumber`, epoch ms). */
export function toIdentityInfo(row: SummaryRow | undefined): IdentityInfo {
  if (!row) return NO_IDENTITY;
  return {
    status: row.status as IdentityStatus,
    kind: row.kind as IdentityKind,
    name: row.name,
    maskedNumber: row.number_masked,
    submittedAt: Number(row.submitted_at),
    reviewedAt: row.reviewed_at === null ? null : Number(row.reviewed_at),
    rejectReason: row.reject_reason,
  };
}

/**
 * The submission that is the user's state: the pending or approved one (there is at most one),
 * else the newest rejected one; undefined when there is none.
 */
export async function latestSubmission(db: Db, userId: number): Promise<SummaryRow | undefined> {
  return db
    .selectFrom('identity_verifications')
    .select(SUMMARY_COLUMNS)
    .where('user_id', '=', userId)
    .orderBy(sql`case when status in ('pending', 'approved') then 0 else 1 end`)
    .orderBy('submitted_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/**
 * Refuses a new submission while the user has one approved or pending (docs/api.md "Identity
 * verification"); none or a rejected one may be followed by a new one.
 * @throws ApiError HTTP 400 `40050` when approved, `40051` when pending
 */
export async function assertCanSubmit(db: Db, userId: number): Promise<void> {
  const latest = await latestSubmission(db, userId);
  if (latest?.status === 'approved') {
    throw new ApiError(400, ERROR_CODES.identityApproved, '您已完成实名认证，无需重复提交');
  }
  if (latest?.status === 'pending') {
    throw new ApiError(400, ERROR_CODES.identityPending, '您的实名认证正在审核中，请等待审核结果');
  }
}

/** A random unused 9-digit id: ids say nothing about how many submissions there are. */
async function freshId(db: Db): Promise<number> {
  for (;;) {
    const id = crypto.randomInt(100_000_000, 1_000_000_000);
    const taken = await db
      .selectFrom('identity_verifications')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!taken) return id;
  }
}

/** The extension of a licence object's key, by its type. */
const LICENCE_EXTENSIONS: Record<LicenceContentType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

/** The folder of licence objects in the uploads store (`licences/<uuid>/licence.<ext>`). */
const LICENCE_FOLDER = 'licences';

/**
 * A new key for a licence image in the uploads store, chosen here (never from the client):
 * `licences/<random uuid>/licence.png` or `.jpg`.
 */
export function newLicenceKey(contentType: LicenceContentType): string {
  return `${LICENCE_FOLDER}/${crypto.randomUUID()}/licence.${LICENCE_EXTENSIONS[contentType]}`;
}

/** The folder of one licence object (`licences/<uuid>`), the prefix `removePrefix` takes. */
function licenceFolder(key: string): string {
  return key.slice(0, key.lastIndexOf('/'));
}

/** Where `storeSubmission` reports a licence object it could not remove (pino's `error`). */
export interface SubmissionLog {
  error(details: Record<string, unknown>, message: string): void;
}

/**
 * Removes a licence object (its `licences/<uuid>` folder), best effort: a failure is logged with
 * the key and the error's name only (never the bytes, nor a message that might quote them) and
 * not thrown, so the submission's answer does not depend on it.
 */
async function removeLicence(store: ObjectStore, key: string, log: SubmissionLog): Promise<void> {
  try {
    await store.removePrefix(licenceFolder(key));
  } catch (error) {
    log.error(
      { key, error: error instanceof Error ? error.name : 'unknown' },
      '删除营业执照图片对象失败',
    );
  }
}

/**
 * Stores a submission with the verifier's decision. An enterprise's licence image goes first to
 * the uploads store (`newLicenceKey`, with its content type); then one transaction checks the
 * user's state again, drops the licences of the user's earlier (rejected) submissions (key, size
 * and any image kept in the row) and inserts the row with the licence's key, size and type and no
 * bytes. After the commit the dropped licences' objects are removed; when the transaction fails,
 * the new object is (both best effort, failures logged to `log` without anything submitted). A
 * decision other than pending is recorded as reviewed at `now` by `verifier`. The transaction does
 * no store I/O (on PostgreSQL it may run more than once).
 * @param store the uploads store (`ObjectStore`: a private folder or a bucket)
 * @returns the user's new state
 * @throws ApiError HTTP 400 `40050` / `40051` (`assertCanSubmit`, or a concurrent submission that
 *   got in first); the store's error when the image cannot be written (nothing is stored then)
 */
export async function storeSubmission(
  db: Kysely<Database>,
  store: ObjectStore,
  userId: number,
  submission: IdentitySubmission,
  decision: IdentityDecision,
  now: Date,
  log: SubmissionLog,
): Promise<IdentityInfo> {
  const { licence } = submission;
  const licenceKey = licence ? newLicenceKey(licence.contentType) : null;
  if (licence && licenceKey) await store.putNew(licenceKey, licence.bytes, licence.contentType);
  let stored: { info: IdentityInfo; dropped: string[] };
  try {
    stored = await transact(db, async (trx) => {
      await assertCanSubmit(trx, userId);
      const earlier = await trx
        .selectFrom('identity_verifications')
        .select('licence_key')
        .where('user_id', '=', userId)
        .where('licence_key', 'is not', null)
        .execute();
      await trx
        .updateTable('identity_verifications')
        .set({ licence_key: null, licence_size: null, licence_image: null })
        .where('user_id', '=', userId)
        .where((eb) =>
          eb.or([eb('licence_key', 'is not', null), eb('licence_image', 'is not', null)]),
        )
        .execute();
      const reviewed = decision.status !== 'pending';
      await trx
        .insertInto('identity_verifications')
        .values({
          id: await freshId(trx),
          user_id: userId,
          kind: submission.kind,
          status: decision.status,
          name: submission.name,
          number_masked: submission.numberMasked,
          id_number_hash: submission.idNumberHash,
          credit_code: submission.creditCode,
          licence_type: licence?.contentType ?? null,
          licence_key: licenceKey,
          licence_size: licence?.bytes.length ?? null,
          licence_image: null,
          submitted_at: now.getTime(),
          reviewed_at: reviewed ? now.getTime() : null,
          reviewed_by: reviewed ? 'verifier' : null,
          reject_reason: decision.status === 'rejected' ? decision.reason : null,
        })
        .execute();
      return {
        info: toIdentityInfo(await latestSubmission(trx, userId)),
        dropped: earlier.flatMap((row) => (row.licence_key ? [row.licence_key] : [])),
      };
    });
  } catch (error) {
    if (licenceKey) await removeLicence(store, licenceKey, log);
    if (!isUniqueViolation(error)) throw error;
    await assertCanSubmit(db, userId);
    throw error;
  }
  for (const key of stored.dropped) await removeLicence(store, key, log);
  return stored.info;
}
