import type { Kysely } from 'kysely';
import type { NtripAccess, ServiceDetail } from '@xingheng/shared';
import type { Database } from '../db/types';
import { ApiError, ERROR_CODES } from '../errors';

/** Parses a JSON text column written by the seed. */
function parseJson<T>(text: string): T {
  return JSON.parse(text) as T;
}

/**
 * A service with its details and plans (SPEC §2 `/productSolution/services/details/{id}`, §3).
 * @param id the service id (6, 7, 8 are seeded)
 * @returns `ServiceDetail`: tagline, description paragraphs, accuracy, convergence, coverage,
 *   frames, NTRIP caster/ports/messages, SDK text and `plans` (prices in fen) in listed order
 * @throws ApiError 404 `40401` for an unknown service or one without details
 */
export async function serviceDetail(db: Kysely<Database>, id: number): Promise<ServiceDetail> {
  const row = await db
    .selectFrom('services')
    .innerJoin('service_details', 'service_details.service_id', 'services.id')
    .selectAll()
    .where('services.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, ERROR_CODES.notFoundDoc, '服务不存在或已下线');
  const plans = await db
    .selectFrom('service_plans')
    .selectAll()
    .where('service_id', '=', id)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const data: ServiceDetail = {
    id: row.id,
    name: row.name,
    summary: row.summary,
    serverType: row.server_type,
    connectType: row.connect_type,
    tagline: row.tagline,
    description: parseJson<string[]>(row.description_json),
    accuracy: { horizontal: row.accuracy_horizontal, vertical: row.accuracy_vertical },
    convergence: row.convergence,
    coverage: row.coverage,
    frames: parseJson<string[]>(row.frames_json),
    ntrip: {
      caster: row.ntrip_caster,
      ports: parseJson<NtripAccess['ports']>(row.ntrip_ports_json),
      messages: row.ntrip_messages,
    },
    sdk: row.sdk,
    plans: plans.map((p) => ({
      id: p.id,
      serverType: p.server_type,
      durationUnit: p.duration_unit,
      duration: p.duration,
      priceCents: p.price_cents,
    })),
  };
  return data;
}
