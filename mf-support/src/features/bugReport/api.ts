import { apiPost, type BugReportCreated, type BugReportInput } from '@xingheng/shared';

/**
 * Sends a problem report (`POST /api/web/bugReport`; login optional: with a token the report is
 * also listed as the user's own). Silent: the form shows the API's `msg` above its button.
 * @param input category, subject, description, contact and up to 3 base64 attachments
 * @returns `{ ticketNo }`, e.g. `BR20261124-7K3Q9D`
 * @throws ApiFailure (400 naming the field: type, size or number of attachments, contact; 429)
 */
export function submitBugReport(input: BugReportInput): Promise<BugReportCreated> {
  return apiPost<BugReportCreated>('/web/bugReport', input, { silent: true });
}
