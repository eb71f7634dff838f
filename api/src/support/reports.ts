import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  BUG_REPORT_CATEGORIES,
  BUG_REPORT_STATUS,
  type BugReportCategory,
  type BugReportDetail,
  type BugReportStatus,
  type BugReportSummary,
} from '@xingheng/shared';
import type { BugReportTable, Database } from '../db/types';
import { ApiError, ERROR_CODES } from '../errors';
import { isUniqueViolation } from '../db/errors';
import type { CheckedAttachment } from './attachments';
import { maskContact, sameContact } from './contact';
import { removeAttachmentFiles, writeAttachmentFiles } from './reportFiles';
import { ObjectExistsError, type ObjectStore } from '../storage/objectStore';
import { transact } from '../db/transaction';

/** Characters of a ticket's random part: no 0/O, 1/I/L, U (read aloud and typed by people). */
const TICKET_CHARS = 'ABCDEFGHJKMNPQRSTVWXYZ23456789';

/** A ticket number: `BR`, the Beijing date, `-`, 6 random characters (`BR20261124-7K3Q9D`). */
export const TICKET_NO = /^BR\d{8}-[A-Z0-9]{6}$/;

/** Message of every refused lookup: an unknown ticket and a wrong contact read the same. */
export const REPORT_NOT_FOUND_MSG = '未找到该工单，请核对工单号和联系方式';

/** HTTP 404 `40401`: no such ticket, or not reachable with what was given. */
export function reportNotFound(): ApiError {
  return new ApiError(404, ERROR_CODES.bugReportNotFound, REPORT_NOT_FOUND_MSG);
}

/**
 * A new ticket number for a report received at `now` (its date in Beijing time).
 * @returns e.g. `BR20261124-7K3Q9D` (30⁶ ≈ 7 × 10⁸ numbers a day)
 */
export function newTicketNo(now: Date): string {
  const date = new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10).replace(/-/g, '');
  const random = Array.from(crypto.randomBytes(6), (b) => TICKET_CHARS[b % TICKET_CHARS.length]);
  return `BR${date}-${random.join('')}`;
}

/** What `createBugReport` stores: the checked input, the contact normalised. */
export interface NewBugReport {
  userId: number | null;
  category: BugReportCategory;
  subject: string;
  description: string;
  contact: string;
  attachments: CheckedAttachment[];
}

/**
 * Stores a report (status `received`) and its attachments: the files first, as `<ticket>/<n>.<ext>`
 * in the uploads store, then the rows in one transaction; when the rows fail the files are
 * removed. A ticket number already taken (in the store or in the table) is drawn again.
 * @returns the ticket number
 */
export async function createBugReport(
  db: Kysely<Database>,
  store: ObjectStore,
  report: NewBugReport,
  now: Date,
): Promise<string> {
  const at = now.getTime();
  for (let attempt = 0; ; attempt += 1) {
    const ticketNo = newTicketNo(now);
    try {
      const paths = await writeAttachmentFiles(store, ticketNo, report.attachments);
      await transact(db, async (trx) => {
        await trx
          .insertInto('bug_reports')
          .values({
            ticket_no: ticketNo,
            user_id: report.userId,
            category: report.category,
            subject: report.subject,
            description: report.description,
            contact: report.contact,
            status: 'received',
            created_at: at,
            updated_at: at,
          })
          .execute();
        if (paths.length === 0) return;
        await trx
          .insertInto('bug_report_attachments')
          .values(
            report.attachments.map((a, idx) => ({
              ticket_no: ticketNo,
              idx,
              name: a.name,
              content_type: a.contentType,
              size: a.bytes.length,
              path: paths[idx] ?? '',
            })),
          )
          .execute();
      });
      return ticketNo;
    } catch (error) {
      // Another report's files, which stay; anything else: this attempt's files go.
      const folderTaken = error instanceof ObjectExistsError;
      if (!folderTaken) await removeAttachmentFiles(store, ticketNo);
      if (!(folderTaken || isUniqueViolation(error)) || attempt >= 4) throw error;
    }
  }
}

/** Who asks for a report: the contact given with the ticket, and/or the logged-in user. */
export interface ReportAccess {
  contact?: string;
  userId?: number | null;
}

/**
 * The report of `ticketNo` if `access` reaches it: the contact matches, or it is the user's own.
 * @throws ApiError 404 `40401` otherwise — the same for an unknown ticket and a wrong contact
 */
export async function findBugReport(
  db: Kysely<Database>,
  ticketNo: string,
  access: ReportAccess,
): Promise<BugReportTable> {
  const row = await db
    .selectFrom('bug_reports')
    .selectAll()
    .where('ticket_no', '=', ticketNo)
    .executeTakeFirst();
  // Compared even without a row, so an unknown ticket takes as long as a wrong contact.
  const given = access.contact ?? '';
  const contactOk = sameContact(row?.contact ?? '', given) && given !== '';
  const ownerOk = !!row && access.userId != null && row.user_id === access.userId;
  if (!row || !(contactOk || ownerOk)) throw reportNotFound();
  return row;
}

function categoryOf(value: string): BugReportCategory {
  return value in BUG_REPORT_CATEGORIES ? (value as BugReportCategory) : 'other';
}

function statusOf(value: string): BugReportStatus {
  return value in BUG_REPORT_STATUS ? (value as BugReportStatus) : 'received';
}

/** The wire summary of a report row. */
export function toBugReportSummary(row: BugReportTable): BugReportSummary {
  return {
    ticketNo: row.ticket_no,
    category: categoryOf(row.category),
    subject: row.subject,
    status: statusOf(row.status),
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

/** A report with its masked contact, attachments (no paths) and answers, oldest first. */
export async function toBugReportDetail(
  db: Kysely<Database>,
  row: BugReportTable,
): Promise<BugReportDetail> {
  const attachments = await db
    .selectFrom('bug_report_attachments')
    .select(['name', 'content_type as contentType', 'size'])
    .where('ticket_no', '=', row.ticket_no)
    .orderBy('idx')
    .execute();
  const answers = await db
    .selectFrom('bug_report_answers')
    .select(['text', 'at'])
    .where('ticket_no', '=', row.ticket_no)
    .orderBy('at')
    .orderBy('id')
    .execute();
  return {
    ...toBugReportSummary(row),
    description: row.description,
    contactMasked: maskContact(row.contact),
    attachments,
    answers: answers.map((a) => ({ text: a.text, at: Number(a.at) })),
  };
}

/** A user's reports, newest first. */
export async function listMyBugReports(
  db: Kysely<Database>,
  userId: number,
): Promise<BugReportSummary[]> {
  const rows = await db
    .selectFrom('bug_reports')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('ticket_no', 'desc')
    .execute();
  return rows.map(toBugReportSummary);
}

/**
 * The bytes and type of attachment `index` (0-based, in the order sent) of a report.
 * @throws ApiError 404 `40401` when the report has no such attachment or its file is gone; the
 *   store's own failure (a bucket that cannot be reached) as is
 */
export async function readAttachment(
  db: Kysely<Database>,
  store: ObjectStore,
  ticketNo: string,
  index: number,
): Promise<{ name: string; contentType: string; bytes: Buffer }> {
  const row = await db
    .selectFrom('bug_report_attachments')
    .select(['name', 'content_type', 'path'])
    .where('ticket_no', '=', ticketNo)
    .where('idx', '=', index)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, ERROR_CODES.bugReportNotFound, '附件不存在');
  const bytes = await store.get(row.path);
  if (!bytes) throw new ApiError(404, ERROR_CODES.bugReportNotFound, '附件不存在');
  return { name: row.name, contentType: row.content_type, bytes };
}
