import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { BUG_REPORT_STATUS, type BugReportStatus } from '@xingheng/shared';
import type { Database } from '../db/types';
import type { ObjectStore } from '../storage/objectStore';
import { checkFreeText } from '../validation/freeText';
import { transact } from '../db/transaction';

/** A refused operator action (unknown ticket, bad text or status); `message` is Chinese. */
export class BugReportAdminError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BugReportAdminError';
  }
}

/** Characters of an answer. */
export const ANSWER_LIMITS = { min: 1, max: 2000 } as const;

/**
 * A report as the operator sees it: the contact in full (to reply to), the user id (null without
 * login), how many attachments and answers it has; instants epoch ms.
 */
export interface BugReportAdminItem {
  ticketNo: string;
  createdAt: number;
  updatedAt: number;
  category: string;
  status: string;
  subject: string;
  contact: string;
  userId: number | null;
  attachments: number;
  answers: number;
}

/**
 * A report with its description, attachments (where each is: a file path or an `s3://` URL) and
 * answers, oldest first.
 */
export interface BugReportAdminDetail extends BugReportAdminItem {
  description: string;
  files: { name: string; contentType: string; size: number; file: string }[];
  answerList: { at: number; text: string }[];
}

/** Whether `value` is a key of `BUG_REPORT_STATUS`. */
export function isBugReportStatus(value: string): value is BugReportStatus {
  return value in BUG_REPORT_STATUS;
}

function itemQuery(db: Kysely<Database>) {
  return db
    .selectFrom('bug_reports as r')
    .selectAll('r')
    .select((eb) => [
      eb
        .selectFrom('bug_report_attachments as a')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('a.ticket_no', '=', 'r.ticket_no')
        .as('attachment_count'),
      eb
        .selectFrom('bug_report_answers as x')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('x.ticket_no', '=', 'r.ticket_no')
        .as('answer_count'),
    ]);
}

type ItemRow = Awaited<ReturnType<ReturnType<typeof itemQuery>['executeTakeFirstOrThrow']>>;

function toItem(row: ItemRow): BugReportAdminItem {
  return {
    ticketNo: row.ticket_no,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
    category: row.category,
    status: row.status,
    subject: row.subject,
    contact: row.contact,
    userId: row.user_id,
    attachments: Number(row.attachment_count ?? 0),
    answers: Number(row.answer_count ?? 0),
  };
}

/**
 * Reports, newest first, optionally of one status.
 * @param filter `status?`, `limit` (default 50)
 */
export async function listBugReports(
  db: Kysely<Database>,
  filter: { status?: BugReportStatus; limit?: number } = {},
): Promise<BugReportAdminItem[]> {
  let query = itemQuery(db);
  if (filter.status) query = query.where('r.status', '=', filter.status);
  const rows = await query
    .orderBy('r.created_at', 'desc')
    .orderBy('r.ticket_no', 'desc')
    .limit(filter.limit ?? 50)
    .execute();
  return rows.map(toItem);
}

async function itemOf(db: Kysely<Database>, ticketNo: string): Promise<BugReportAdminItem> {
  const row = await itemQuery(db).where('r.ticket_no', '=', ticketNo).executeTakeFirst();
  if (!row) throw new BugReportAdminError(`工单 ${ticketNo} 不存在`);
  return toItem(row);
}

/**
 * One report in full.
 * @param store the uploads store, to say where each attachment is (a file path or an `s3://` URL)
 * @throws BugReportAdminError for an unknown ticket
 */
export async function showBugReport(
  db: Kysely<Database>,
  ticketNo: string,
  store: ObjectStore,
): Promise<BugReportAdminDetail> {
  const item = await itemOf(db, ticketNo);
  const report = await db
    .selectFrom('bug_reports')
    .select('description')
    .where('ticket_no', '=', ticketNo)
    .executeTakeFirstOrThrow();
  const files = await db
    .selectFrom('bug_report_attachments')
    .selectAll()
    .where('ticket_no', '=', ticketNo)
    .orderBy('idx')
    .execute();
  const answerList = await db
    .selectFrom('bug_report_answers')
    .select(['at', 'text'])
    .where('ticket_no', '=', ticketNo)
    .orderBy('at')
    .orderBy('id')
    .execute();
  return {
    ...item,
    description: report.description,
    files: files.map((f) => ({
      name: f.name,
      contentType: f.content_type,
      size: f.size,
      file: store.locate(f.path),
    })),
    answerList: answerList.map((a) => ({ at: Number(a.at), text: a.text })),
  };
}

/**
 * Adds support's answer to a report and sets it `answered` (whatever its status was: an answer to
 * a closed report reopens the conversation).
 * @param text 1–2000 characters after trimming, lines allowed, under the free-text rule
 *   (`freeText`), shown to the customer as plain text
 * @throws BugReportAdminError for an unknown ticket or a text out of bounds
 */
export async function answerBugReport(
  db: Kysely<Database>,
  ticketNo: string,
  text: string,
  now: Date,
): Promise<BugReportAdminItem> {
  const checked = checkFreeText(
    { label: '答复', field: 'text', ...ANSWER_LIMITS, multiline: true },
    text,
  );
  if (checked.msg !== undefined) throw new BugReportAdminError(checked.msg);
  const answer = checked.value;
  await itemOf(db, ticketNo);
  const at = now.getTime();
  await transact(db, async (trx) => {
    await trx
      .insertInto('bug_report_answers')
      .values({ id: crypto.randomUUID(), ticket_no: ticketNo, at, text: answer })
      .execute();
    await trx
      .updateTable('bug_reports')
      .set({ status: 'answered', updated_at: at })
      .where('ticket_no', '=', ticketNo)
      .execute();
  });
  return itemOf(db, ticketNo);
}

/**
 * Sets a report's status (any of `BUG_REPORT_STATUS`; `updated_at` moves only on a change).
 * @throws BugReportAdminError for an unknown ticket or status
 */
export async function setBugReportStatus(
  db: Kysely<Database>,
  ticketNo: string,
  status: string,
  now: Date,
): Promise<BugReportAdminItem> {
  if (!isBugReportStatus(status)) {
    throw new BugReportAdminError('状态须为 received、in_progress、answered 或 closed');
  }
  await itemOf(db, ticketNo);
  await db
    .updateTable('bug_reports')
    .set({ status, updated_at: now.getTime() })
    .where('ticket_no', '=', ticketNo)
    .where('status', '!=', status)
    .execute();
  return itemOf(db, ticketNo);
}
