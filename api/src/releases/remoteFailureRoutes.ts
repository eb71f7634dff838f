import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  REMOTE_FAILURE_KINDS,
  REMOTE_FAILURE_MESSAGE_MAX,
  RemoteNameSchema,
  VersionSchema,
} from '@xingheng/shared/registry';
import { ok } from '../errors';
import { freeText } from '../validation/freeText';
import type { ApiRouteOptions } from '../http/context';
import { RATE_LIMITS } from '../http/rateLimits';
import { visitorId } from './visitor';

const REMOTE_MSG = '远程应用名（remote）须形如 mf-support';
const VERSION_MSG = '版本号（version）格式不正确';
const KIND_MSG = `失败类型（kind）须为 ${REMOTE_FAILURE_KINDS.join('、')} 之一`;
const MESSAGE_MSG = '错误信息（message）不能为空';
const FELL_BACK_MSG = '回退版本（fellBackTo）格式不正确';

/** Longest `User-Agent` kept with a report. */
const USER_AGENT_MAX = 300;

/** A version string of the registry (`VersionSchema`), with a Chinese message naming the field. */
function version(msg: string) {
  return z
    .string({ error: msg })
    .trim()
    .refine((v) => VersionSchema.safeParse(v).success, { error: msg });
}

/** Body of `POST /web/remote-failures` (`RemoteFailureReport` of `@xingheng/shared/registry`). */
export const remoteFailureBody = z.object({
  remote: z
    .string({ error: REMOTE_MSG })
    .trim()
    .refine((v) => RemoteNameSchema.safeParse(v).success, { error: REMOTE_MSG }),
  version: version(VERSION_MSG),
  kind: z.enum(REMOTE_FAILURE_KINDS, { error: KIND_MSG }),
  // A browser's error text (a stack may span lines), cut to its stored length before the rule.
  message: z
    .string({ error: MESSAGE_MSG })
    .transform((v) => [...v.trim()].slice(0, REMOTE_FAILURE_MESSAGE_MAX).join(''))
    .pipe(
      freeText({
        label: '错误信息',
        field: 'message',
        min: 1,
        max: REMOTE_FAILURE_MESSAGE_MAX,
        multiline: true,
      }),
    ),
  fellBackTo: version(FELL_BACK_MSG).nullish(),
});

/**
 * Failure reports of remote versions (docs/api.md "Remote failure reports"):
 * `POST /web/remote-failures` with `{ remote, version, kind, message, fellBackTo? }` answers
 * `{ code: 0, msg: '成功', data: null }` and keeps one row per remote, version and visitor
 * (`visitorId`: client address and canary bucket, hashed) in `remote_load_failures`: the first
 * report inserts it, later ones from the same visitor replace kind, message, fallback, User-Agent
 * and `reported_at` and add one to `reports`, so one machine posting a thousand times counts once.
 * 400 `40001` naming the first bad field (nothing written), 413 `41300` over 8 KiB, 429 `42900`
 * beyond 30 a minute per IP. The shell cuts `message` to 500 characters, so does the API.
 */
export const remoteFailureRoutes: FastifyPluginAsyncZod<ApiRouteOptions> = async (
  app,
  { db, now },
) => {
  app.post(
    '/web/remote-failures',
    {
      bodyLimit: 8 * 1024,
      config: { rateLimit: RATE_LIMITS.remoteFailures },
      schema: { body: remoteFailureBody },
    },
    async (request) => {
      const b = request.body;
      const userAgent = request.headers['user-agent'];
      const at = now().toISOString();
      const report = {
        kind: b.kind,
        message: b.message,
        fell_back_to: b.fellBackTo ?? null,
        user_agent: userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null,
        reported_at: at,
      };
      await db
        .insertInto('remote_load_failures')
        .values({
          remote: b.remote,
          version: b.version,
          visitor: await visitorId(db, request.ip, request.headers.cookie),
          created_at: at,
          ...report,
        })
        .onConflict((oc) =>
          oc.columns(['remote', 'version', 'visitor']).doUpdateSet((eb) => ({
            ...report,
            reports: eb('remote_load_failures.reports', '+', 1),
          })),
        )
        .execute();
      return ok(null);
    },
  );
};
