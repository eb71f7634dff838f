import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PartnerApplication } from '@xingheng/shared';
import type { Database } from '../db/types';

/**
 * Stores a checked partner application (SPEC §2 `/partner`); they are kept, never pruned.
 * @param application the validated body (empty `region` and `email` stored as null)
 * @param nowMs the time of the application, epoch ms
 * @returns the new row's id, a random UUID
 */
export async function storePartnerApplication(
  db: Kysely<Database>,
  application: PartnerApplication,
  nowMs: number,
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('partner_applications')
    .values({
      id,
      company: application.company,
      contact: application.contact,
      phone: application.phone,
      email: application.email ?? null,
      cooperation_type: application.cooperationType,
      region: application.region ? application.region : null,
      message: application.message,
      created_at: nowMs,
    })
    .execute();
  return id;
}
