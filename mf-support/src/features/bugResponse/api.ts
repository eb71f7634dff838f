import { apiGet, type BugReportDetail, type BugReportSummary } from '@xingheng/shared';

/**
 * A report by its ticket number and the contact given when it was sent
 * (`GET /api/web/bugReport/lookup?ticketNo=&contact=`). Silent: the page shows the API's `msg`.
 * @param ticketNo e.g. `BR20261124-7K3Q9D`
 * @param contact the mobile number or e-mail address of the report
 * @returns the `BugReportDetail` (contact masked, attachments' names and sizes, answers oldest first)
 * @throws ApiFailure 404 `40401` (an unknown ticket and a wrong contact read the same), 400, 429
 */
export function lookupBugReport(ticketNo: string, contact: string): Promise<BugReportDetail> {
  return apiGet<BugReportDetail>('/web/bugReport/lookup', {
    silent: true,
    params: { ticketNo, contact },
  });
}

/**
 * The logged-in user's own reports, newest first (`GET /api/web/bugReport/mine`). Silent.
 * @returns `BugReportSummary[]`
 * @throws ApiFailure (401 when the login has expired: the client goes to `/login`)
 */
export function fetchMyBugReports(): Promise<BugReportSummary[]> {
  return apiGet<BugReportSummary[]>('/web/bugReport/mine', { silent: true });
}

/**
 * One of the logged-in user's own reports, without the contact (the lookup reaches a report by
 * its contact or by its owner's login: `GET /api/web/bugReport/lookup?ticketNo=` with the token).
 * Silent.
 * @param ticketNo a ticket of `fetchMyBugReports`
 * @returns the `BugReportDetail`
 * @throws ApiFailure 404 `40401` when it is not the user's
 */
export function fetchMyBugReport(ticketNo: string): Promise<BugReportDetail> {
  return apiGet<BugReportDetail>('/web/bugReport/lookup', { silent: true, params: { ticketNo } });
}
