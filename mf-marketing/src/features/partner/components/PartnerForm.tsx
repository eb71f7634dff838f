import { useRef, useState } from 'react';
import { Alert, Button, Form, Input, Result, Select } from 'antd';
import type { FormRule } from 'antd';
import { failureMessage } from '@xingheng/shared';
import { PARTNER_TYPES } from '../../../content/partners';
import { submitPartnerApplication, type PartnerSubmit } from '../api';
import { partnerFieldError, toPartnerApplication, type PartnerFormValues } from '../partnerRules';
import './partner.css';

function rules(field: keyof PartnerFormValues, required: boolean): FormRule[] {
  return [
    {
      required,
      validator: async (_rule, value: string | undefined) => {
        const error = partnerFieldError(field, value);
        if (error) throw new Error(error);
      },
    },
  ];
}

const TYPE_OPTIONS = PARTNER_TYPES.map((type) => ({ value: type.code, label: type.label }));

/**
 * The cooperation form of `/partner` (docs/api.md `PartnerApplication`): validates with
 * the API's rules in Chinese, posts the trimmed application once (the button shows loading and
 * repeated clicks are ignored while a request is pending), then shows a success `Result` with the
 * reference id; a failure shows the API's `msg` above the button.
 * @param submit the function that posts the application (default `submitPartnerApplication`)
 */
export function PartnerForm({ submit = submitPartnerApplication }: { submit?: PartnerSubmit }) {
  const [form] = Form.useForm<PartnerFormValues>();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [referenceId, setReferenceId] = useState<string | number | null>(null);
  const inFlight = useRef(false);

  const onFinish = async (values: PartnerFormValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    setError(null);
    try {
      const answer = await submit(toPartnerApplication(values));
      setReferenceId(answer.id);
      form.resetFields();
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  if (referenceId !== null) {
    return (
      <Result
        status="success"
        title="提交成功，我们将在 2 个工作日内联系您"
        subTitle={`参考编号：${referenceId}，请妥善保存以便查询进度。`}
        extra={<Button onClick={() => setReferenceId(null)}>再提交一份</Button>}
      />
    );
  }

  return (
    <Form
      form={form}
      layout="vertical"
      className="mkt-partner-form"
      aria-label="合作申请"
      onFinish={(values) => void onFinish(values)}
      requiredMark
    >
      <div className="mkt-partner-form__grid">
        <Form.Item name="company" label="公司名称" rules={rules('company', true)}>
          <Input maxLength={60} autoComplete="organization" />
        </Form.Item>
        <Form.Item name="contact" label="联系人" rules={rules('contact', true)}>
          <Input maxLength={20} autoComplete="name" />
        </Form.Item>
        <Form.Item name="phone" label="联系电话" rules={rules('phone', true)}>
          <Input maxLength={13} autoComplete="tel" inputMode="tel" />
        </Form.Item>
        <Form.Item name="email" label="电子邮箱" rules={rules('email', false)}>
          <Input maxLength={100} autoComplete="email" inputMode="email" />
        </Form.Item>
        <Form.Item name="cooperationType" label="合作类型" rules={rules('cooperationType', true)}>
          <Select options={TYPE_OPTIONS} placeholder="请选择" />
        </Form.Item>
        <Form.Item name="region" label="所在地区" rules={rules('region', false)}>
          <Input maxLength={40} placeholder="如 湖北省武汉市" />
        </Form.Item>
      </div>
      <Form.Item name="message" label="合作需求" rules={rules('message', true)}>
        <Input.TextArea
          rows={4}
          maxLength={500}
          showCount
          placeholder="请简要介绍贵司业务、目标客户与希望合作的产品或方向"
        />
      </Form.Item>
      {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" size="large" loading={pending}>
        提交合作申请
      </Button>
    </Form>
  );
}
