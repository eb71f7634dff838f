import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../errors';
import type { ApiRouteOptions } from '../http/context';
import { freeText } from '../validation/freeText';
import { RATE_LIMITS } from '../http/rateLimits';
import { storePartnerApplication } from './store';

/** A mobile number (1[3-9] + 9 digits) or a landline with area code (`010-12345678`, `0755-1234567`). */
const PHONE = /^(1[3-9]\d{9}|0\d{2,3}-\d{7,8})$/;

const EMAIL_MSG = '电子邮箱（email）格式不正确';

/** Body of `POST /web/partner/apply` (the wire's PartnerApplication), with field-naming messages. */
export const partnerBody = z.object({
  company: freeText({ label: '公司名称', field: 'company', min: 2, max: 60 }),
  contact: freeText({ label: '联系人', field: 'contact', min: 2, max: 20 }),
  phone: z
    .string({ error: '联系电话（phone）格式不正确' })
    .trim()
    .regex(PHONE, { error: '联系电话（phone）格式不正确' }),
  email: z
    .string({ error: EMAIL_MSG })
    .trim()
    .max(254, { error: EMAIL_MSG })
    .refine((v) => v === '' || z.email().safeParse(v).success, { error: EMAIL_MSG })
    .transform((v) => (v === '' ? undefined : v))
    .optional(),
  cooperationType: z.enum(['reseller', 'integrator', 'technology', 'industry'], {
    error: '合作类型（cooperationType）须为 reseller、integrator、technology 或 industry',
  }),
  region: freeText({ label: '所在地区', field: 'region', min: 0, max: 40 }).optional(),
  message: freeText({ label: '合作意向', field: 'message', min: 10, max: 500, multiline: true }),
});

/**
 * Partner programme form (docs/api.md table; SPEC §2 `/partner`): 5 a minute per IP.
 */
export const partnerRoutes: FastifyPluginAsyncZod<ApiRouteOptions> = async (app, { db, now }) => {
  app.post(
    '/web/partner/apply',
    { config: { rateLimit: RATE_LIMITS.partner }, schema: { body: partnerBody } },
    async (request) => ok({ id: await storePartnerApplication(db, request.body, now().getTime()) }),
  );
};
