import { Form, Input, Radio, type FormRule } from 'antd';
import type { InvoiceValues } from '../invoiceRequest';
import { INVOICE_TITLE_MAX, invoiceRules } from '../invoiceRules';

/** A text field of the invoice: its `Form.Item` and its input. */
interface InvoiceTextField {
  name: 'invoiceTitle' | 'taxNumber';
  label: string;
  rules: FormRule[];
  maxLength: number;
  placeholder: string;
  autoComplete: string;
}

/** The text fields each invoice type asks for, in order. */
const TEXT_FIELDS: Record<'personal' | 'company', readonly InvoiceTextField[]> = {
  personal: [
    {
      name: 'invoiceTitle',
      label: '发票抬头',
      rules: invoiceRules.personalTitle,
      maxLength: INVOICE_TITLE_MAX,
      placeholder: '个人姓名',
      autoComplete: 'name',
    },
  ],
  company: [
    {
      name: 'invoiceTitle',
      label: '发票抬头',
      rules: invoiceRules.companyTitle,
      maxLength: INVOICE_TITLE_MAX,
      placeholder: '企业名称',
      autoComplete: 'organization',
    },
    {
      name: 'taxNumber',
      label: '纳税人识别号',
      rules: invoiceRules.taxNumber,
      maxLength: 18,
      placeholder: '18 位统一社会信用代码',
      autoComplete: 'off',
    },
  ],
};

/**
 * 发票 of hardware checkout (`InvoiceRequest`): 不开发票, 个人 (抬头) or 企业 (抬头 and the
 * 18-character 纳税人识别号, GB 32100 check). Fields of the antd `Form` around it.
 */
export function InvoiceFields() {
  const type = Form.useWatch<InvoiceValues['invoiceType'] | undefined>('invoiceType');
  return (
    <section className="ord-card" aria-labelledby="ord-invoice-title">
      <h2 id="ord-invoice-title" className="ord-h2">
        发票
      </h2>
      <Form.Item name="invoiceType" label="发票类型">
        <Radio.Group
          aria-label="发票类型"
          name="invoiceType"
          options={[
            { value: 'none', label: '不开发票' },
            { value: 'personal', label: '个人' },
            { value: 'company', label: '企业' },
          ]}
        />
      </Form.Item>
      {type !== undefined &&
        type !== 'none' &&
        TEXT_FIELDS[type].map(({ name, label, rules, maxLength, placeholder, autoComplete }) => (
          <Form.Item key={`${type}-${name}`} name={name} label={label} rules={rules} validateFirst>
            <Input maxLength={maxLength} placeholder={placeholder} autoComplete={autoComplete} />
          </Form.Item>
        ))}
    </section>
  );
}
