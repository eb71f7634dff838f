import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  REMOTE_LOAD_BATCH_MAX,
  REMOTE_LOAD_DURATION_MAX_MS,
  REMOTE_LOAD_OUTCOMES,
  RemoteNameSchema,
  VersionSchema,
} from '@xingheng/shared/registry';
import { ok } from '../errors';
import { minuteOf } from './remoteLoads';
import type { ApiRouteOptions } from '../http/context';
import { RATE_LIMITS } from '../http/rateLimits';
import { visitorId } from './visitor';
import { transact } from '../db/transaction';

const LOADS_MSG = `加载记录（loads）须为 1–${REMOTE_LOAD_BATCH_MAX} 条的数组`;
const REMOTE_MSG = '远程应用名（remote）须形如 mf-support';
const VERSION_MSG = '版本号（version）格式不正确';
const OUTCOME_MSG = `加载结果（outcome）须为 ${REMOTE_LOAD_OUTCOMES.join('、')} 之一`;
const DURATION_MSG = '加载耗时（durationMs）须为不小于 0 的整数毫秒';

/** Body of `POST /web/remote-loads` (`RemoteLoadBatch` of `@xingheng/shared/registry`). */
export const remoteLoadBody = z.object({
  loads: z
    .array(
      z.object({
        remote: z
          .string({ error: REMOTE_MSG })
          .refine((v) => RemoteNameSchema.safeParse(v).success, { error: REMOTE_MSG }),
        version: z
          .string({ error: VERSION_MSG })
          .refine((v) => VersionSchema.safeParse(v).success, { error: VERSION_MSG }),
        outcome: z.enum(REMOTE_LOAD_OUTCOMES, { error: OUTCOME_MSG }),
        durationMs: z
          .number({ error: DURATION_MSG })
          .int({ error: DURATION_MSG })
          .min(0, { error: DURATION_MSG })
          .transform((v) => Math.min(v, REMOTE_LOAD_DURATION_MAX_MS))
          .optional(),
      }),
      { error: LOADS_MSG },
    )
    .min(1, { error: LOADS_MSG })
    .max(REMOTE_LOAD_BATCH_MAX, { error: LOADS_MSG }),
});

/** What one batch adds to one remote version's row of this visitor and minute. */
interface Tally {
  remote: string;
  version: string;
  loads: number;
  failures: number;
  page_errors: number;
  duration_ms_sum: number;
  duration_ms_max: number;
}

/**
 * Load reports of remote versions (docs/api.md "Remote load reports"): `POST /web/remote-loads`
 * with `{ loads: [{ remote, version, outcome: 'loaded' | 'failed' | 'page-error', durationMs? }] }`
 * (1–20 entries, from the pages the site config's `loadReportRate` samples) answers
 * `{ code: 0, msg: '成功', data: null }` and adds each entry to the row of its remote, version,
 * minute and visitor (`visitorId`) in `remote_load_minutes`: loads, failed loads, page errors, and
 * the sum and maximum of load durations (ms, capped at 120 000). Stored aggregated, so a visitor
 * posting many times in a minute is still one row, and one visitor. 400 `40001` naming the first bad
 * field (nothing written), 413 `41300` over 8 KiB, 429 `42900` beyond 600 a minute per IP.
 */
export const remoteLoadRoutes: FastifyPluginAsyncZod<ApiRouteOptions> = async (
  app,
  { db, now },
) => {
  app.post(
    '/web/remote-loads',
    {
      bodyLimit: 8 * 1024,
      config: { rateLimit: RATE_LIMITS.remoteLoads },
      schema: { body: remoteLoadBody },
    },
    async (request) => {
      const tallies = new Map<string, Tally>();
      for (const entry of request.body.loads) {
        const key = `${entry.remote}@${entry.version}`;
        const tally = tallies.get(key) ?? {
          remote: entry.remote,
          version: entry.version,
          loads: 0,
          failures: 0,
          page_errors: 0,
          duration_ms_sum: 0,
          duration_ms_max: 0,
        };
        if (entry.outcome === 'loaded') {
          tally.loads += 1;
          tally.duration_ms_sum += entry.durationMs ?? 0;
          tally.duration_ms_max = Math.max(tally.duration_ms_max, entry.durationMs ?? 0);
        } else if (entry.outcome === 'failed') tally.failures += 1;
        else tally.page_errors += 1;
        tallies.set(key, tally);
      }
      const visitor = await visitorId(db, request.ip, request.headers.cookie);
      const minute = minuteOf(now());
      await transact(db, async (trx) => {
        for (const tally of tallies.values()) {
          await trx
            .insertInto('remote_load_minutes')
            .values({ ...tally, minute, visitor })
            .onConflict((oc) =>
              oc.columns(['remote', 'version', 'minute', 'visitor']).doUpdateSet((eb) => ({
                loads: eb('remote_load_minutes.loads', '+', tally.loads),
                failures: eb('remote_load_minutes.failures', '+', tally.failures),
                page_errors: eb('remote_load_minutes.page_errors', '+', tally.page_errors),
                duration_ms_sum: eb(
                  'remote_load_minutes.duration_ms_sum',
                  '+',
                  tally.duration_ms_sum,
                ),
                // The larger of the two, in words both engines know (SQLite's two-argument
                // `max` is PostgreSQL's `greatest`).
                duration_ms_max: eb
                  .case()
                  .when('remote_load_minutes.duration_ms_max', '<', tally.duration_ms_max)
                  .then(tally.duration_ms_max)
                  .else(eb.ref('remote_load_minutes.duration_ms_max'))
                  .end(),
              })),
            )
            .execute();
        }
      });
      return ok(null);
    },
  );
};
