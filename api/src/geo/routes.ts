import { z } from 'zod';
import type { Kysely } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  COORDINATE_AXES,
  type CoordinateAxis,
  type CoverageRegions,
  type CoverageService,
} from '@xingheng/shared';
import type { Database } from '../db/types';
import { ApiError, ERROR_CODES, ok } from '../errors';
import { chinaMap } from './chinaMap';
import { coverageRegions, lookupCoverage } from './coverage';
import { COVERAGE_SERVICE_IDS } from './coverageTable';
import { ionoDisturbedSetting, ionoGrid, ionoTimes } from './ionoGrid';
import type { ApiRouteOptions } from '../http/context';
import { RATE_LIMITS } from '../http/rateLimits';

/** No input: unknown query parameters (cache busters) are ignored. */
const noQuery = z.object({});

/** A plain decimal number: no exponent, no `Infinity`, no empty text. */
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** Decimal degrees of one axis within its range, with a message naming the field and range. */
function degrees(axis: CoordinateAxis) {
  const { label, min, max } = COORDINATE_AXES[axis];
  const msg = `${label}（${axis}）须为 ${min} 至 ${max} 之间的十进制度数`;
  return z
    .string({ error: msg })
    .trim()
    .regex(DECIMAL, { error: msg })
    .transform(Number)
    .pipe(z.number().min(min, { error: msg }).max(max, { error: msg }));
}

const FRAME_MSG = '坐标系（frame）须为 WGS84 或 CGCS2000';

const lookupQuery = z.object({
  lng: degrees('lng'),
  lat: degrees('lat'),
  frame: z
    .string({ error: FRAME_MSG })
    .trim()
    .toUpperCase()
    .pipe(z.enum(['WGS84', 'CGCS2000'], { error: FRAME_MSG }))
    .default('WGS84'),
});

const TIME_MSG = '时间（time）须为最近 24 小时内的整点或半点（毫秒时间戳，见 /api/web/iono/times）';

const gridQuery = z.object({
  time: z
    .string({ error: TIME_MSG })
    .regex(/^\d{1,15}$/, { error: TIME_MSG })
    .transform(Number)
    .optional(),
});

/** The services of the coverage map as the `services` table names them, in map order. */
async function coverageServices(db: Kysely<Database>): Promise<CoverageService[]> {
  const rows = await db
    .selectFrom('services')
    .select(['id', 'name', 'server_type'])
    .where('id', 'in', [...COVERAGE_SERVICE_IDS])
    .execute();
  return COVERAGE_SERVICE_IDS.flatMap((id) => {
    const row = rows.find((r) => r.id === id);
    return row ? [{ serviceId: row.id, name: row.name, serverType: row.server_type }] : [];
  });
}

/** The last coverage answer built and the services it was built for (`regionsOf`). */
let lastRegions: { key: string; regions: CoverageRegions } | undefined;

/**
 * The coverage regions for these services, built once: the map and the coverage tables are
 * constants, so only another list of services (a renamed service) builds them again. Every
 * server render of `/support/map` asks for them (its route loader), about 4 ms each to build.
 * @param services the coverage services as the database lists them
 * @returns `coverageRegions` of the map for them (the same object while they are unchanged)
 */
function regionsOf(services: CoverageService[]): CoverageRegions {
  const key = JSON.stringify(services);
  if (lastRegions?.key !== key) {
    lastRegions = { key, regions: coverageRegions(chinaMap(), services) };
  }
  return lastRegions.regions;
}

/**
 * The ionosphere map and the coverage map (docs/api.md "Ionosphere", "Coverage"), all GET, no
 * authorization; iono 120/min and coverage 60/min per IP (HTTP 429 `42900`):
 * - /web/iono/times → IonoTimes (the 49 half hours of the last 24 hours, oldest first)
 * - /web/iono/grid?time= → IonoGrid of the model (default the latest time; 400 `40001` for a time
 *   that is not one of the selectable ones). `XH_IONO_DISTURBED=1` turns the model's disturbance
 *   on, read when the API starts.
 * - /coverage/regions → CoverageRegions (services 6 and 7, every province and city of the map)
 * - /coverage/lookup?lng=&lat=&frame= → CoverageLookup (400 `40001` for a missing, malformed or
 *   out-of-range coordinate or an unknown frame; the message names the field and its range)
 * The coverage routes are what the coverage host of the runtime config (SPEC §9) points at by
 * default (`/api`); the map data is decoded on their first use.
 */
export const geoRoutes: FastifyPluginAsyncZod<ApiRouteOptions> = async (app, { db, now }) => {
  const disturbed = ionoDisturbedSetting(process.env);
  const iono = { config: { rateLimit: RATE_LIMITS.iono } };
  const coverage = { config: { rateLimit: RATE_LIMITS.coverage } };

  app.get('/web/iono/times', { ...iono, schema: { querystring: noQuery } }, async () =>
    ok(ionoTimes(now())),
  );

  app.get('/web/iono/grid', { ...iono, schema: { querystring: gridQuery } }, async (request) => {
    const { times, latest } = ionoTimes(now());
    const time = request.query.time ?? latest;
    if (!times.includes(time)) throw new ApiError(400, ERROR_CODES.badInput, TIME_MSG);
    return ok(ionoGrid(time, disturbed));
  });

  app.get('/coverage/regions', { ...coverage, schema: { querystring: noQuery } }, async () =>
    ok(regionsOf(await coverageServices(db))),
  );

  app.get(
    '/coverage/lookup',
    { ...coverage, schema: { querystring: lookupQuery } },
    async (request) => {
      const regions = regionsOf(await coverageServices(db));
      return ok(lookupCoverage(chinaMap(), regions, request.query));
    },
  );
};
