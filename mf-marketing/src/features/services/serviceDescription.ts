import type { NtripAccess, ServiceDetail } from '@xingheng/shared';

/**
 * What the service-detail template renders (`/productSolution/services/details/{id}`):
 * the fields of the API's `ServiceDetail` without id, summary, server type and plans (NTRIP may be
 * missing), so that a `ServiceDetail` fits as is and the static Orion page (`details_xc`) supplies
 * the same shape from content.
 */
export interface ServiceDescription
  extends Omit<ServiceDetail, 'id' | 'summary' | 'serverType' | 'plans' | 'ntrip'> {
  /** NTRIP access; `null` when the service has none. */
  ntrip: NtripAccess | null;
  /** Further access notes (e.g. satellite broadcast), one sentence each. */
  accessNotes?: string[];
}
