import { Form, Input } from 'antd';
import { identityRules } from '../rules';

/** A text field of the identity forms; its rules are the `identityRules` entry of that name. */
export type IdentityTextFieldName = 'realName' | 'idNumber' | 'companyName' | 'creditCode';

/** What each text field shows and accepts (`autoComplete` off for numbers no browser fills in). */
const FIELDS: Record<
  IdentityTextFieldName,
  { label: string; placeholder: string; autoComplete: string; maxLength: number }
> = {
  realName: {
    label: '真实姓名',
    placeholder: '与身份证上的姓名一致',
    autoComplete: 'name',
    maxLength: 30,
  },
  idNumber: {
    label: '身份证号',
    placeholder: '18 位居民身份证号码',
    autoComplete: 'off',
    maxLength: 18,
  },
  companyName: {
    label: '企业名称',
    placeholder: '与营业执照上的名称一致',
    autoComplete: 'organization',
    maxLength: 100,
  },
  creditCode: {
    label: '统一社会信用代码',
    placeholder: '18 位统一社会信用代码',
    autoComplete: 'off',
    maxLength: 18,
  },
};

/**
 * Text fields of the personal and enterprise identity forms, in the order given, each validated by
 * its `identityRules` entry (first failing rule only). Must sit inside an antd `Form`.
 * @param names the fields to show
 */
export function IdentityTextFields({ names }: { names: readonly IdentityTextFieldName[] }) {
  return names.map((name) => {
    const { label, placeholder, autoComplete, maxLength } = FIELDS[name];
    return (
      <Form.Item key={name} name={name} label={label} rules={identityRules[name]} validateFirst>
        <Input placeholder={placeholder} autoComplete={autoComplete} maxLength={maxLength} />
      </Form.Item>
    );
  });
}
