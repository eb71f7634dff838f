import { z } from 'zod';
import { freeText } from '../validation/freeText';
import {
  MOBILE_PATTERN,
  ORDER_LIMITS,
  TRIAL_USE_CASES,
  isUnifiedSocialCreditCode,
} from '@xingheng/shared';

/**
 * Zod schemas of the order endpoints (docs/api.md "Orders and payments"; wire types in
 * shared/src/types/order.ts). Every message names its field as `标签（field）`, so the API's
 * validation answer (400 `40001`) uses it as is. Unknown body fields (an `amountCents` included)
 * are dropped, never read: amounts come only from the price tables.
 */

/** A whole number `min`–`max` in a JSON body. */
function whole(label: string, field: string, min: number, max: number) {
  const msg = `${label}（${field}）须为 ${min}–${max} 的整数`;
  return z.int({ error: msg }).min(min, { error: msg }).max(max, { error: msg });
}

/** A positive id in a query string (`?serviceId=6`). */
function queryId(label: string, field: string) {
  const msg = `${label}（${field}）须为正整数`;
  return z.coerce
    .number({ error: msg })
    .int({ error: msg })
    .min(1, { error: msg })
    .max(999_999_999, { error: msg });
}

/** A single-line free text of `min`–`max` characters (the API's one rule, `freeText`). */
function text(label: string, field: string, min: number, max: number) {
  return freeText({ label, field, min, max });
}

const KEY_MSG = '幂等键（idempotencyKey）须为 8–64 位字母、数字、下划线或连字符';
/** `idempotencyKey`: 8–64 characters `[A-Za-z0-9_-]` (one per form, so a double click is one order). */
export const idempotencyKey = z
  .string({ error: KEY_MSG })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: KEY_MSG });

const ORDER_NO_MSG = '订单号（orderNo）格式不正确';
/** An order number: `SO` / `HO` and digits. */
export const orderNo = z
  .string({ error: ORDER_NO_MSG })
  .trim()
  .regex(/^(SO|HO)\d{8,24}$/, { error: ORDER_NO_MSG });

const ACCOUNT_MSG = '服务账号（accountName）须为 4–32 位字母或数字';
/** A service account name (`xhcm12345678`). */
export const accountName = z
  .string({ error: ACCOUNT_MSG })
  .trim()
  .regex(/^[A-Za-z0-9_]{4,32}$/, { error: ACCOUNT_MSG });

const serviceId = whole('服务', 'serviceId', 1, 999_999_999);

/** `?serviceId=` of `trial/info`. */
export const trialInfoQuery = z.object({ serviceId: queryId('服务', 'serviceId') });

const USE_CASE_MSG = `使用场景（useCase）须为 ${Object.keys(TRIAL_USE_CASES).join('、')} 之一`;
const PHONE_MSG = '联系电话（contactPhone）须为 11 位中国大陆手机号';
const { trialDevices } = ORDER_LIMITS;

/** `TrialApplication`, body of `trial/apply`. */
export const trialApplicationBody = z.object({
  serviceId,
  devices: whole('设备数量', 'devices', trialDevices.min, trialDevices.max),
  useCase: z.enum(
    Object.keys(TRIAL_USE_CASES) as [
      keyof typeof TRIAL_USE_CASES,
      ...(keyof typeof TRIAL_USE_CASES)[],
    ],
    { error: USE_CASE_MSG },
  ),
  company: text('公司名称', 'company', 2, ORDER_LIMITS.textMax),
  contactName: text('联系人', 'contactName', 2, 20),
  contactPhone: z.string({ error: PHONE_MSG }).trim().regex(MOBILE_PATTERN, { error: PHONE_MSG }),
  idempotencyKey,
});

/** `?serviceId=&accountName=` of `serviceOrder/options`. */
export const serviceOptionsQuery = z.object({
  serviceId: queryId('服务', 'serviceId'),
  accountName: accountName.optional(),
});

const ORDER_TYPE_MSG = '订单类型（orderType）须为 0 普通、1 续费或 3 扩容';
const ACTIVATION_MSG = '激活方式（activationMethod）须为 1 手动或 2 自动';

/** `ServiceOrderConfig` fields (SPEC §3 codes; limits of `ORDER_LIMITS`). */
const serviceOrderFields = {
  serviceId,
  orderType: z.union([z.literal(0), z.literal(1), z.literal(3)], { error: ORDER_TYPE_MSG }),
  accountName: accountName.nullable().optional(),
  serverType: whole('服务类型', 'serverType', 1, 2),
  durationUnit: whole('时长单位', 'durationUnit', 1, 6),
  duration: whole('购买时长', 'duration', ORDER_LIMITS.duration.min, ORDER_LIMITS.duration.max),
  accounts: whole('账号数量', 'accounts', ORDER_LIMITS.accounts.min, ORDER_LIMITS.accounts.max),
  activationMethod: z.union([z.literal(1), z.literal(2)], { error: ACTIVATION_MSG }),
};

/** A renewal or expansion names its account; a renewal is for exactly one account. */
function checkTarget(
  config: { orderType: number; accountName?: string | null | undefined; accounts: number },
  ctx: z.RefinementCtx,
): void {
  if (config.orderType !== 0 && !config.accountName) {
    ctx.addIssue({
      code: 'custom',
      path: ['accountName'],
      message: '服务账号（accountName）续费或扩容时必填',
    });
  }
  if (config.orderType === 1 && config.accounts !== 1) {
    ctx.addIssue({
      code: 'custom',
      path: ['accounts'],
      message: '账号数量（accounts）续费时须为 1',
    });
  }
}

/** `ServiceOrderConfig`, body of `serviceOrder/quote`. */
export const serviceOrderConfigBody = z.object(serviceOrderFields).superRefine(checkTarget);
/** `ServiceOrderInput`, body of `serviceOrder/create`. */
export const serviceOrderInputBody = z
  .object({ ...serviceOrderFields, idempotencyKey })
  .superRefine(checkTarget);

/** `?slug=` of `hardware/product`. */
export const hardwareProductQuery = z.object({
  slug: z
    .string({ error: '产品（slug）格式不正确' })
    .regex(/^[a-z0-9-]{1,32}$/, { error: '产品（slug）格式不正确' }),
});

const INVOICE_TYPE_MSG = '发票（invoice）类型须为 none、personal 或 company';
const TAX_MSG = '发票（invoice）税号须为 18 位有效的统一社会信用代码';
const invoiceTitle = text('发票抬头', 'title', 2, 50);

/** `InvoiceRequest`: none, a personal title, or a company title and its GB 32100 credit code. */
export const invoiceRequest = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('none') }),
    z.object({ type: z.literal('personal'), title: invoiceTitle }),
    z.object({
      type: z.literal('company'),
      title: invoiceTitle,
      taxNumber: z
        .string({ error: TAX_MSG })
        .trim()
        .toUpperCase()
        .refine(isUnifiedSocialCreditCode, { error: TAX_MSG }),
    }),
  ],
  { error: INVOICE_TYPE_MSG },
);

/** `HardwareOrderInput`, body of `hardware/create`. */
export const hardwareOrderBody = z.object({
  slug: hardwareProductQuery.shape.slug,
  quantity: whole('购买数量', 'quantity', ORDER_LIMITS.quantity.min, ORDER_LIMITS.quantity.max),
  addressId: whole('收货地址', 'addressId', 1, 999_999_999),
  invoice: invoiceRequest,
  idempotencyKey,
});

/** `?orderNo=` of `detail`, and `{ orderNo }` of `cancel` and `hardware/confirmReceipt`. */
export const orderNoObject = z.object({ orderNo });
/** `{ accountName }` of `serviceAccount/resetPassword`. */
export const accountNameBody = z.object({ accountName });
