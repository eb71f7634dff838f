import type { FormRule } from 'antd';
import { isUnifiedSocialCreditCode } from '@xingheng/shared';

/** Invoice titles: 2–50 characters (`InvoiceRequest`). */
const TITLE = { min: 2, max: 50 } as const;

/** A trimmed text that passes `valid`, else `message` (an empty text is left to `required`). */
function check(valid: (text: string) => boolean, message: string): FormRule {
  return {
    validator: (_rule, value: unknown) => {
      const text = typeof value === 'string' ? value.trim() : '';
      return text === '' || valid(text) ? Promise.resolve() : Promise.reject(new Error(message));
    },
  };
}

/**
 * The Chinese rules of the invoice fields (`InvoiceRequest`): a title of 2–50 characters and, for a
 * company, its 18-character unified social credit code with the GB 32100 check character. The API
 * checks the same again.
 */
export const invoiceRules: Record<'personalTitle' | 'companyTitle' | 'taxNumber', FormRule[]> = {
  personalTitle: [
    { required: true, whitespace: true, message: '请输入发票抬头（个人姓名）' },
    check((t) => t.length >= TITLE.min && t.length <= TITLE.max, '发票抬头须为 2–50 个字符'),
  ],
  companyTitle: [
    { required: true, whitespace: true, message: '请输入发票抬头（企业名称）' },
    check((t) => t.length >= TITLE.min && t.length <= TITLE.max, '发票抬头须为 2–50 个字符'),
  ],
  taxNumber: [
    { required: true, whitespace: true, message: '请输入纳税人识别号' },
    check((t) => t.length === 18, '纳税人识别号须为 18 位统一社会信用代码'),
    check(isUnifiedSocialCreditCode, '纳税人识别号不正确，请核对末位校验码'),
  ],
};

/** Title limits, for `maxLength`. */
export const INVOICE_TITLE_MAX = TITLE.max;
