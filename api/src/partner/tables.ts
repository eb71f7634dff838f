/** A cooperation request of `/partner`; `id` a random UUID, `created_at` epoch milliseconds. */
export interface PartnerApplicationTable {
  id: string;
  company: string;
  contact: string;
  phone: string;
  email: string | null;
  cooperation_type: string;
  region: string | null;
  message: string;
  created_at: number;
}

/** The partner area's tables, as `Database` (db/types.ts) composes them. */
export interface PartnerTables {
  partner_applications: PartnerApplicationTable;
}
