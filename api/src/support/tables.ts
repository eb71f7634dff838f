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

/** The support area's tables, as `Database` (db/types.ts) composes them. */
export interface SupportTables {
  support_docs: SupportDocTable;
  notices: NoticeTable;
  bug_reports: BugReportTable;
  bug_report_attachments: BugReportAttachmentTable;
  bug_report_answers: BugReportAnswerTable;
}
