/** A correction service product (SPEC §3 lookups: server type 1 sub-metre, 2 centimetre). */
export interface ServiceTable {
  id: number;
  name: string;
  summary: string;
  server_type: number;
  connect_type: number;
  sort_order: number;
}

/** Full description of a service (docs/api.md); `*_json` columns hold JSON arrays. */
export interface ServiceDetailTable {
  service_id: number;
  tagline: string;
  /** JSON `string[]`: paragraphs of plain text. */
  description_json: string;
  accuracy_horizontal: string;
  accuracy_vertical: string;
  convergence: string;
  coverage: string;
  /** JSON `string[]`: coordinate frames. */
  frames_json: string;
  ntrip_caster: string;
  /** JSON `{ frame, port }[]`. */
  ntrip_ports_json: string;
  ntrip_messages: string;
  sdk: string;
}

/** A price plan of a service (SPEC §3 server type and duration unit codes); price in fen. */
export interface ServicePlanTable {
  id: number;
  service_id: number;
  server_type: number;
  duration_unit: number;
  duration: number;
  price_cents: number;
  sort_order: number;
}

/** The services area's tables, as `Database` (db/types.ts) composes them. */
export interface ServiceTables {
  services: ServiceTable;
  service_details: ServiceDetailTable;
  service_plans: ServicePlanTable;
}
