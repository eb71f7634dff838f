import { MOBILE_PATTERN, type PartnerApplication } from '@xingheng/shared';
import type { PlainRule } from '@xingheng/shared/ui';
import { PARTNER_TYPES, type CooperationType } from '../../content/partners';

/** The fields of the cooperation form, as typed by the user (strings, untrimmed). */
export interface PartnerFormValues {
  company?: string;
  contact?: string;
  phone?: string;
  email?: string;
  /** A code of `PARTNER_TYPES`; `''` until one is chosen. */
  cooperationType?: string;
  region?: string;
  message?: string;
}

/** Landline with area code, e.g. `010-62981688` or `075588886666`. */
export const LANDLINE_PATTERN = /^0\d{2,3}-?\d{7,8}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

function lengthRule(label: string, min: number, max: number, value: string): string | null {
  if (!value) return `请输入${label}`;
  const length = [...value].length;
  return length < min || length > max ? `${label}应为 ${min}–${max} 个字符` : null;
}

/**
 * Validates one field of the cooperation form with the API's rules (docs/api.md
 * `PartnerApplication`: company 2–60, contact 2–20, phone mobile or landline, email optional and
 * valid, cooperationType one of 4, region at most 40, message 10–500; lengths counted in characters after trimming).
 * @param field the field name
 * @param raw the value as typed
 * @returns the Chinese error message, or `null` when the value is valid
 */
export function partnerFieldError(
  field: keyof PartnerFormValues,
  raw: string | undefined,
): string | null {
  const value = (raw ?? '').trim();
  switch (field) {
    case 'company':
      return lengthRule('公司名称', 2, 60, value);
    case 'contact':
      return lengthRule('联系人姓名', 2, 20, value);
    case 'phone':
      if (!value) return '请输入联系电话';
      return MOBILE_PATTERN.test(value) || LANDLINE_PATTERN.test(value)
        ? null
        : '请输入正确的手机号或座机号（如 13800138000 或 010-62981688）';
    case 'email':
      return !value || EMAIL_PATTERN.test(value) ? null : '请输入正确的邮箱地址';
    case 'cooperationType':
      return value ? null : '请选择合作类型';
    case 'region':
      return [...value].length > 40 ? '所在地区不超过 40 个字符' : null;
    case 'message':
      return lengthRule('合作需求', 10, 500, value);
  }
}

/** Runs `partnerFieldError` as the one rule of a plain form's field. */
const ruleOf = (field: keyof PartnerFormValues): readonly PlainRule[] => [
  { check: (value) => partnerFieldError(field, String(value)) },
];

/** The rules of the cooperation form's fields for `usePlainForm` (all by `partnerFieldError`). */
export const PARTNER_RULES: Record<keyof PartnerFormValues, readonly PlainRule[]> = {
  company: ruleOf('company'),
  contact: ruleOf('contact'),
  phone: ruleOf('phone'),
  email: ruleOf('email'),
  cooperationType: ruleOf('cooperationType'),
  region: ruleOf('region'),
  message: ruleOf('message'),
};

function isCooperationType(value: string | undefined): value is CooperationType {
  return PARTNER_TYPES.some((type) => type.code === value);
}

/**
 * Builds the request body from valid form values: strings trimmed, empty optional fields left out.
 * @param values the validated form values
 * @returns the exact `PartnerApplication` posted to `/web/partner/apply`
 */
export function toPartnerApplication(values: PartnerFormValues): PartnerApplication {
  const trim = (value: string | undefined) => (value ?? '').trim();
  const application: PartnerApplication = {
    company: trim(values.company),
    contact: trim(values.contact),
    phone: trim(values.phone),
    cooperationType: isCooperationType(values.cooperationType)
      ? values.cooperationType
      : 'reseller',
    message: trim(values.message),
  };
  const email = trim(values.email);
  const region = trim(values.region);
  if (email) application.email = email;
  if (region) application.region = region;
  return application;
}
