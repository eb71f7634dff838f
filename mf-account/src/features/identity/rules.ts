import type { FormRule as Rule } from 'antd';
import {
  IDENTITY_LIMITS,
  isCompanyName,
  isRealName,
  isResidentIdNumber,
  isUnifiedSocialCreditCode,
} from '@xingheng/shared';
import type { LicenceValue } from './licenceFile';

/** A rule that checks a trimmed, non-empty text with `valid`, else rejects with `message`. */
function check(valid: (value: string) => boolean, message: string): Rule {
  return {
    validator: (_rule, value: unknown) => {
      const text = typeof value === 'string' ? value.trim() : '';
      return text === '' || valid(text) ? Promise.resolve() : Promise.reject(new Error(message));
    },
  };
}

const { realNameMin, realNameMax, companyNameMin, companyNameMax } = IDENTITY_LIMITS;

/**
 * The Chinese rules of the identity forms (docs/api.md "Identity verification"); the API checks
 * the same again. The number rules check the length first, then the GB 11643 / GB 32100 check
 * character.
 */
export const identityRules: Record<
  'realName' | 'idNumber' | 'companyName' | 'creditCode' | 'licence',
  Rule[]
> = {
  realName: [
    { required: true, whitespace: true, message: '请输入真实姓名' },
    check(isRealName, `姓名须为 ${realNameMin}–${realNameMax} 个汉字，少数民族姓名可用“·”分隔`),
  ],
  idNumber: [
    { required: true, whitespace: true, message: '请输入身份证号' },
    check((v) => v.length === 18, '身份证号须为 18 位'),
    check((v) => isResidentIdNumber(v), '身份证号不正确，请核对出生日期和末位校验码'),
  ],
  companyName: [
    { required: true, whitespace: true, message: '请输入企业名称' },
    check(isCompanyName, `企业名称须为 ${companyNameMin}–${companyNameMax} 个字符`),
  ],
  creditCode: [
    { required: true, whitespace: true, message: '请输入统一社会信用代码' },
    check((v) => v.length === 18, '统一社会信用代码须为 18 位'),
    check(isUnifiedSocialCreditCode, '统一社会信用代码不正确，请核对末位校验码'),
  ],
  licence: [
    { required: true, message: '请上传营业执照图片' },
    {
      validator: (_rule, value: LicenceValue | undefined) =>
        value && 'error' in value ? Promise.reject(new Error(value.error)) : Promise.resolve(),
    },
  ],
};
