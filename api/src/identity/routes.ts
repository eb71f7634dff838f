import { z } from 'zod';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IDENTITY_LIMITS,
  isCompanyName,
  isRealName,
  isResidentIdNumber,
  isUnifiedSocialCreditCode,
  maskIdentityNumber,
  type IdentityInfo,
} from '@xingheng/shared';
import { keyedHash } from '../audit/keyedHash';
import { authentication } from '../auth/authenticate';
import { apiErrorHandler, ok } from '../errors';
import { decodeLicence, licenceTooLarge } from './licence';
import {
  assertCanSubmit,
  latestSubmission,
  storeSubmission,
  toIdentityInfo,
  type IdentitySubmission,
} from './store';
import { defaultIdentityVerifier, type IdentityDecision, type IdentityVerifier } from './verifier';
import { freeText } from '../validation/freeText';
import type { ApiRouteOptions } from '../http/context';
import { RATE_LIMITS } from '../http/rateLimits';
import type { ObjectStore } from '../storage/objectStore';

const REAL_NAME_MSG = `真实姓名（realName）须为 ${IDENTITY_LIMITS.realNameMin}–${IDENTITY_LIMITS.realNameMax} 个汉字，少数民族姓名可用“·”分隔`;
const ID_NUMBER_MSG = '身份证号（idNumber）不正确，请核对 18 位号码及末位校验码';
const COMPANY_MSG = `企业名称（companyName）须为 ${IDENTITY_LIMITS.companyNameMin}–${IDENTITY_LIMITS.companyNameMax} 个字符，不能包含换行等控制字符`;
const CREDIT_CODE_MSG = '统一社会信用代码（creditCode）不正确，请核对 18 位代码及末位校验码';
const LICENCE_MSG = '请上传营业执照图片（licence）';

/** Body of `POST /user/auth/personal` (`PersonalIdentityInput`); the ID number in upper case. */
export const personalBody = z.object({
  realName: z.string({ error: REAL_NAME_MSG }).trim().refine(isRealName, { error: REAL_NAME_MSG }),
  idNumber: z
    .string({ error: ID_NUMBER_MSG })
    .trim()
    .refine((v) => isResidentIdNumber(v), { error: ID_NUMBER_MSG })
    .transform((v) => v.toUpperCase()),
});

/** Body of `POST /user/auth/enterprise` (`EnterpriseIdentityInput`); the licence is checked after. */
export const enterpriseBody = z.object({
  companyName: freeText({
    label: '企业名称',
    field: 'companyName',
    min: IDENTITY_LIMITS.companyNameMin,
    max: IDENTITY_LIMITS.companyNameMax,
  }).refine(isCompanyName, { error: COMPANY_MSG }),
  creditCode: z
    .string({ error: CREDIT_CODE_MSG })
    .trim()
    .refine(isUnifiedSocialCreditCode, { error: CREDIT_CODE_MSG })
    .transform((v) => v.toUpperCase()),
  licence: z.object(
    {
      contentType: z.string({ error: LICENCE_MSG }).max(100, { error: LICENCE_MSG }),
      data: z.string({ error: LICENCE_MSG }),
    },
    { error: LICENCE_MSG },
  ),
});

/**
 * Largest enterprise body: a 5 MB licence in base64 plus 64 KiB for the rest. Anything larger is
 * refused before it is read to the end, as a licence over 5 MB (413 `41301`).
 */
export const ENTERPRISE_BODY_LIMIT = Math.ceil(IDENTITY_LIMITS.licenceMaxBytes / 3) * 4 + 64 * 1024;

/**
 * Options of `identityRoutes`: the database, the clock, the verifier (default approves personal)
 * and where licence images are written.
 */
export type IdentityRouteOptions = Pick<ApiRouteOptions, 'db' | 'now'> & {
  identityVerifier?: IdentityVerifier;
  /**
   * Where enterprise licence images are kept (`licences/<uuid>/licence.<png|jpg>`): the uploads
   * store, a folder or a bucket (`ObjectStore`), the same as problem reports' attachments.
   */
  licences: ObjectStore;
};

/** The enterprise route's errors: a body over the limit is a licence over 5 MB. */
function enterpriseErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  apiErrorHandler(error.statusCode === 413 ? licenceTooLarge() : error, request, reply);
}

/**
 * Identity verification (SPEC §2 `/user/auth`; docs/api.md "Identity verification"):
 * - GET /user/auth/info → `IdentityInfo` (`status` none / pending / approved / rejected).
 * - POST /user/auth/personal `PersonalIdentityInput` → `IdentityInfo` after the verifier's decision
 *   (default: approved).
 * - POST /user/auth/enterprise `EnterpriseIdentityInput` (JSON, licence in base64, body at most
 *   `ENTERPRISE_BODY_LIMIT`) → `IdentityInfo` (default: pending, for `npm run identity`).
 * All need Authorization, checked before the body is read (401 `401`). Bad input: 400 `40001`
 * naming the field (names, GB 11643 / GB 32100 check digits checked here, whatever the form did),
 * 413 `41301` licence over 5 MB, 415 `41501` licence not JPEG/PNG by content; 400 `40050` already
 * approved, `40051` pending. Nothing is written on a refusal; the ID number is stored only masked
 * and as a keyed hash, the licence image as an object of `licences` (never in the row), and
 * nothing submitted is logged.
 */
export const identityRoutes: FastifyPluginAsyncZod<IdentityRouteOptions> = async (app, opts) => {
  const { db, now, licences } = opts;
  const verifier = opts.identityVerifier ?? defaultIdentityVerifier;

  // Before the body is read: an anonymous caller cannot make the server read a 5 MB licence.
  const onRequest = authentication(app, { db, now });

  /** The verifier's decision; a verifier that fails leaves the submission for an operator. */
  const decide = async (
    request: FastifyRequest,
    ask: () => Promise<IdentityDecision>,
  ): Promise<IdentityDecision> => {
    try {
      return await ask();
    } catch (error) {
      // The error's name only: a verifier's message may quote what it was given.
      request.log.error(
        { error: error instanceof Error ? error.name : 'unknown' },
        '实名核验失败，转人工审核',
      );
      return { status: 'pending' };
    }
  };

  /**
   * Asks the verifier (`decide`) and stores the submission with its decision (`storeSubmission`:
   * the licence into the uploads store, the row in one transaction).
   * @returns the user's new state, the routes' `data`
   */
  const submit = async (
    request: FastifyRequest,
    submission: IdentitySubmission,
    ask: () => Promise<IdentityDecision>,
  ): Promise<IdentityInfo> => {
    const decision = await decide(request, ask);
    return storeSubmission(db, licences, request.userId, submission, decision, now(), request.log);
  };

  app.get(
    '/user/auth/info',
    { onRequest, schema: { querystring: z.object({}) } },
    async (request) => {
      const data: IdentityInfo = toIdentityInfo(await latestSubmission(db, request.userId));
      return ok(data);
    },
  );

  app.post(
    '/user/auth/personal',
    {
      onRequest,
      bodyLimit: 8 * 1024,
      config: { rateLimit: RATE_LIMITS.identity },
      schema: { body: personalBody },
    },
    async (request) => {
      const userId = request.userId;
      const { realName, idNumber } = request.body;
      await assertCanSubmit(db, userId);
      const submission = {
        kind: 'personal' as const,
        name: realName,
        numberMasked: maskIdentityNumber(idNumber),
        idNumberHash: await keyedHash(db, 'identity-number', idNumber),
        creditCode: null,
        licence: null,
      };
      const data = await submit(request, submission, () =>
        verifier.personal({ userId, realName, idNumber }),
      );
      return ok(data);
    },
  );

  app.post(
    '/user/auth/enterprise',
    {
      onRequest,
      bodyLimit: ENTERPRISE_BODY_LIMIT,
      config: { rateLimit: RATE_LIMITS.identity },
      errorHandler: enterpriseErrors,
      schema: { body: enterpriseBody },
    },
    async (request) => {
      const userId = request.userId;
      const { companyName, creditCode } = request.body;
      const licence = decodeLicence(request.body.licence);
      await assertCanSubmit(db, userId);
      const submission = {
        kind: 'enterprise' as const,
        name: companyName,
        numberMasked: maskIdentityNumber(creditCode),
        idNumberHash: null,
        creditCode,
        licence,
      };
      const data = await submit(request, submission, () =>
        verifier.enterprise({ userId, companyName, creditCode, licence }),
      );
      return ok(data);
    },
  );
};
