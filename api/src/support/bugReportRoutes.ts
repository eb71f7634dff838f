import path from 'node:path';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BUG_REPORT_LIMITS, type BugReportCreated } from '@xingheng/shared';
import { authentication } from '../auth/authenticate';
import { userIdOfToken } from '../auth/tokens';
import { apiErrorHandler, ok } from '../errors';
import { attachmentTooLarge, BUG_REPORT_BODY_LIMIT, checkAttachment } from './attachments';
import {
  createBugReport,
  findBugReport,
  listMyBugReports,
  readAttachment,
  toBugReportDetail,
} from './reports';
import { attachmentQuery, bugReportBody, lookupQuery } from './bugReportSchemas';
import type { ApiRouteOptions } from '../http/context';
import { RATE_LIMITS } from '../http/rateLimits';
import type { ObjectStore } from '../storage/objectStore';

/** Options of `bugReportRoutes`: the database, the clock and where attachments are written. */
export type BugReportRouteOptions = Pick<ApiRouteOptions, 'db' | 'now'> & {
  /** Where attachments are kept (`<ticket>/<n>.<ext>`): a folder or a bucket (`ObjectStore`). */
  attachments: ObjectStore;
};

/** The report route's errors: a body over the limit is an attachment over 2 MB. */
function reportErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  apiErrorHandler(error.statusCode === 413 ? attachmentTooLarge() : error, request, reply);
}

/** `filename*` of RFC 6266 / 5987: UTF-8, percent-encoded, `'()*` included. */
function encodeFileName(name: string): string {
  return encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** The type an attachment is served as: one of the accepted types, else a download of bytes. */
function servedType(stored: string): string {
  if (stored === 'text/plain') return 'text/plain; charset=utf-8';
  return (BUG_REPORT_LIMITS.attachmentTypes as readonly string[]).includes(stored)
    ? stored
    : 'application/octet-stream';
}

/**
 * Problem reports (docs/api.md "Problem reports"; SPEC §2 `/notices/bugReport`, `/notices/bugResponse`):
 * - POST /web/bugReport `BugReportInput` (login optional) → `BugReportCreated { ticketNo }`; body at
 *   most `BUG_REPORT_BODY_LIMIT`; 400 `40001` naming the field (more than 3 attachments included),
 *   413 `41302` an attachment over 2 MB, 415 `41502` an attachment not PNG / JPEG / UTF-8 text by
 *   content and name; 429 `42900` beyond 10 an hour per address.
 * - GET /web/bugReport/lookup?ticketNo&contact → `BugReportDetail`; without `contact` the report
 *   must be the logged-in user's (401 without login); 404 `40401` alike for an unknown ticket, a
 *   wrong contact or another's report; 429 beyond 20 a minute per address.
 * - GET /web/bugReport/mine (login) → `BugReportSummary[]`, newest first.
 * - GET /web/bugReport/attachment?ticketNo&contact&index → the file as a download
 *   (`Content-Disposition: attachment`, its stored type, never HTML, `nosniff`); access as lookup.
 */
export const bugReportRoutes: FastifyPluginAsyncZod<BugReportRouteOptions> = async (app, opts) => {
  const { db, now, attachments: store } = opts;

  const authenticate = authentication(app, { db, now });
  /**
   * The user of the token, or null: an expired or unknown token is anonymous, so a report typed
   * by someone whose session ran out is still taken (their ticket number follows it).
   */
  const optionalUserId = (request: FastifyRequest) =>
    userIdOfToken(db, request.headers.authorization, now());

  /** Who asks: the contact given and the user of the token; no contact needs a login. */
  const accessOf = async (request: FastifyRequest, contact: string | undefined) => {
    if (contact) return { userId: await optionalUserId(request), contact };
    await authenticate(request);
    return { userId: request.userId };
  };

  app.post(
    '/web/bugReport',
    {
      bodyLimit: BUG_REPORT_BODY_LIMIT,
      config: { rateLimit: RATE_LIMITS.bugReport },
      errorHandler: reportErrors,
      schema: { body: bugReportBody },
    },
    async (request) => {
      const { attachments, ...fields } = request.body;
      const checked = attachments.map(checkAttachment);
      const userId = await optionalUserId(request);
      const ticketNo = await createBugReport(
        db,
        store,
        { ...fields, userId, attachments: checked },
        now(),
      );
      const data: BugReportCreated = { ticketNo };
      return ok(data);
    },
  );

  app.get(
    '/web/bugReport/lookup',
    { config: { rateLimit: RATE_LIMITS.bugReportLookup }, schema: { querystring: lookupQuery } },
    async (request) => {
      const { ticketNo, contact } = request.query;
      const row = await findBugReport(db, ticketNo, await accessOf(request, contact));
      return ok(await toBugReportDetail(db, row));
    },
  );

  app.get('/web/bugReport/mine', { preHandler: authenticate }, async (request) =>
    ok(await listMyBugReports(db, request.userId)),
  );

  app.get(
    '/web/bugReport/attachment',
    {
      config: { rateLimit: RATE_LIMITS.bugReportLookup },
      schema: { querystring: attachmentQuery },
    },
    async (request, reply) => {
      const { ticketNo, contact, index } = request.query;
      await findBugReport(db, ticketNo, await accessOf(request, contact));
      const file = await readAttachment(db, store, ticketNo, index);
      const fallback = `attachment-${index + 1}${path
        .extname(file.name)
        .toLowerCase()
        .replace(/[^.a-z]/g, '')}`;
      return reply
        .header('Content-Type', servedType(file.contentType))
        .header(
          'Content-Disposition',
          `attachment; filename="${fallback}"; filename*=UTF-8''${encodeFileName(file.name)}`,
        )
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(file.bytes);
    },
  );
};
