import { engineOf, serialKey } from '../db/dialect';
import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Support center, notices and problem reports (docs/api.md "Support center", "Notices",
 * "Problem reports"):
 * - `support_docs` gains `category` (a key of `SUPPORT_CATEGORIES`), `summary` and `sort_order`;
 *   the rows that exist when it runs (9 privacy policy, 10 terms of use) become `policy`.
 * - `notices`: service notices with an ISO `published_at` date (Beijing), keyed by the seed's ids.
 * - `bug_reports`: a problem report keyed by its ticket number (`BR20261124-7K3Q9D`); `user_id`
 *   null when sent without login; `contact` the normalised mobile number or e-mail address (the
 *   operator replies to it, and the lookup compares it); instants epoch ms.
 * - `bug_report_attachments`: the attachments' metadata; the files live on disk under the reports
 *   directory, `path` relative to it (`<ticket>/1.png`), named by the server.
 * - `bug_report_answers`: support's answers, random UUID keys (db/types.ts: no auto-increment).
 */
export const supportMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const engine = engineOf(db);
    const docs = db.schema.alterTable('support_docs');
    await docs
      .addColumn('category', 'varchar(16)', (c) => c.notNull().defaultTo('guide'))
      .execute();
    await docs.addColumn('summary', 'text', (c) => c.notNull().defaultTo('')).execute();
    await docs.addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await sql`update support_docs set category = 'policy' where id in (9, 10)`.execute(db);
    await db.schema
      .createIndex('support_docs_category_idx')
      .on('support_docs')
      .columns(['category', 'sort_order'])
      .execute();

    await db.schema
      .createTable('notices')
      .addColumn('id', 'integer', serialKey(engine))
      .addColumn('title', 'varchar(128)', (c) => c.notNull())
      .addColumn('type', 'varchar(16)', (c) => c.notNull())
      .addColumn('summary', 'text', (c) => c.notNull())
      .addColumn('html', 'text', (c) => c.notNull())
      .addColumn('published_at', 'varchar(10)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('notices_published_idx')
      .on('notices')
      .columns(['published_at', 'id'])
      .execute();
    await db.schema
      .createIndex('notices_type_idx')
      .on('notices')
      .columns(['type', 'published_at'])
      .execute();

    await db.schema
      .createTable('bug_reports')
      .addColumn('ticket_no', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.references('users.id'))
      .addColumn('category', 'varchar(16)', (c) => c.notNull())
      .addColumn('subject', 'varchar(128)', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('contact', 'varchar(254)', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('bug_reports_user_idx')
      .on('bug_reports')
      .columns(['user_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('bug_reports_status_idx')
      .on('bug_reports')
      .columns(['status', 'created_at'])
      .execute();

    await db.schema
      .createTable('bug_report_attachments')
      .addColumn('ticket_no', 'varchar(32)', (c) => c.notNull().references('bug_reports.ticket_no'))
      .addColumn('idx', 'integer', (c) => c.notNull())
      .addColumn('name', 'varchar(255)', (c) => c.notNull())
      .addColumn('content_type', 'varchar(32)', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('path', 'varchar(255)', (c) => c.notNull())
      .addPrimaryKeyConstraint('bug_report_attachments_pk', ['ticket_no', 'idx'])
      .execute();

    await db.schema
      .createTable('bug_report_answers')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('ticket_no', 'varchar(32)', (c) => c.notNull().references('bug_reports.ticket_no'))
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('bug_report_answers_ticket_idx')
      .on('bug_report_answers')
      .columns(['ticket_no', 'at'])
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of [
      'bug_report_answers',
      'bug_report_attachments',
      'bug_reports',
      'notices',
    ]) {
      await db.schema.dropTable(table).execute();
    }
    await db.schema.dropIndex('support_docs_category_idx').execute();
    for (const column of ['sort_order', 'summary', 'category']) {
      await db.schema.alterTable('support_docs').dropColumn(column).execute();
    }
  },
};
