import type { NtripAccess } from '@xingheng/shared';

/**
 * What the service-detail template renders (`/productSolution/services/details/{id}`):
 * the fields of the API's `ServiceDetail` without id and plans, so that a `ServiceDetail` fits as
 * is and the static Orion page (`details_xc`) supplies the same shape from content.
 */
export interface ServiceDescription {
  name: string;
  tagline: string;
  /** Paragraphs of plain text. */
  description: string[];
  accuracy: { horizontal: string; vertical: string };
  convergence: string;
  coverage: string;
  /** Coordinate frames, e.g. `CGCS2000`, `WGS84`, `ITRF2020`. */
  frames: string[];
  /** SPEC §3 `CONNECT_TYPE` code. */
  connectType: number;
  /** NTRIP access; `null` when the service has none. */
  ntrip: NtripAccess | null;
  sdk: string;
  /** Further access notes (e.g. satellite broadcast), one sentence each. */
  accessNotes?: string[];
}
