import type { Kysely, Transaction } from 'kysely';
import type { NtripAccess } from '@xingheng/shared';
import type { Database } from '../db/types';

type Db = Kysely<Database> | Transaction<Database>;

/** NTRIP access of a service account: the service's caster, ports and messages, and its mount point. */
export type AccountNtrip = NtripAccess & { mountPoint: string };

/**
 * The mount point a service's accounts connect to on the caster (docs/api.md "Orders and
 * payments"): Locate-CM (6) RTCM 3.3 MSM, Locate-DM (7) RTCM 3.3 pseudo-range corrections, Orion (8)
 * SSR. Names follow the messages of `service_details.ntrip_messages`.
 */
export const MOUNT_POINTS: Readonly<Record<number, string>> = {
  6: 'XH_CM_RTCM33',
  7: 'XH_DM_RTCM33',
  8: 'XH_ORION_SSR',
};

/**
 * The mount point of a service: `MOUNT_POINTS`, or `XH_S<id>` for a service added later without one.
 * @param serviceId id of `services`
 */
export function mountPointOf(serviceId: number): string {
  return MOUNT_POINTS[serviceId] ?? `XH_S${serviceId}`;
}

/**
 * The NTRIP access of each service: caster host, `{ frame, port }` per coordinate frame and RTCM
 * messages from `service_details`, plus the mount point. A service without details gets an empty
 * caster and no ports.
 * @param db database or transaction
 * @param serviceIds ids of `services` (duplicates allowed)
 * @returns service id → access
 */
export async function ntripOfServices(
  db: Db,
  serviceIds: readonly number[],
): Promise<Map<number, AccountNtrip>> {
  const ids = [...new Set(serviceIds)];
  const access = new Map<number, AccountNtrip>();
  if (ids.length === 0) return access;
  const rows = await db
    .selectFrom('service_details')
    .select(['service_id', 'ntrip_caster', 'ntrip_ports_json', 'ntrip_messages'])
    .where('service_id', 'in', ids)
    .execute();
  for (const id of ids) {
    const row = rows.find((r) => r.service_id === id);
    access.set(id, {
      caster: row?.ntrip_caster ?? '',
      ports: row ? (JSON.parse(row.ntrip_ports_json) as NtripAccess['ports']) : [],
      messages: row?.ntrip_messages ?? '',
      mountPoint: mountPointOf(id),
    });
  }
  return access;
}
