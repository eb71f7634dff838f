import type { FormRule } from 'antd';
import { MOBILE_PATTERN, ORDER_LIMITS } from '@xingheng/shared';

/** A trimmed text of `min`–`max` characters, else `message`. */
function length(min: number, max: number, message: string): FormRule {
  return {
    validator: (_rule, value: unknown) => {
      const text = typeof value === 'string' ? value.trim() : '';
      return text === '' || (text.length >= min && text.length <= max)
        ? Promise.resolve()
        : Promise.reject(new Error(message));
    },
  };
}

const { trialDevices, textMax } = ORDER_LIMITS;

/**
 * The Chinese rules of the trial form (`TrialApplication`: company 2–100, contact name 2–20
 * characters, devices `ORDER_LIMITS.trialDevices`, a mainland mobile number, consent); the API
 * checks the same again.
 */
export const trialRules: Record<
  'devices' | 'useCase' | 'company' | 'contactName' | 'contactPhone' | 'agree',
  FormRule[]
> = {
  devices: [
    { required: true, message: '请输入设备数量' },
    {
      type: 'integer',
      min: trialDevices.min,
      max: trialDevices.max,
      message: `设备数量须为 ${trialDevices.min}–${trialDevices.max} 台`,
    },
  ],
  useCase: [{ required: true, message: '请选择应用场景' }],
  company: [
    { required: true, whitespace: true, message: '请输入公司或单位名称' },
    length(2, textMax, `公司或单位名称须为 2–${textMax} 个字符`),
  ],
  contactName: [
    { required: true, whitespace: true, message: '请输入联系人姓名' },
    length(2, 20, '联系人姓名须为 2–20 个字符'),
  ],
  contactPhone: [
    { required: true, whitespace: true, message: '请输入联系电话' },
    { pattern: MOBILE_PATTERN, message: '请输入正确的 11 位手机号码' },
  ],
  agree: [
    {
      validator: (_rule, value: boolean | undefined) =>
        value
          ? Promise.resolve()
          : Promise.reject(new Error('请阅读并同意《用户协议》和《隐私政策》')),
    },
  ],
};
