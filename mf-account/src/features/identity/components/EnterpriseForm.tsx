import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { useUnsavedForm, type IdentityInfo } from '@xingheng/shared';
import { failureMessage } from '../../../lib/failureMessage';
import { useIdentityDeps } from '../identityDeps';
import type { LicenceValue } from '../licenceFile';
import { identityRules } from '../rules';
import { LicencePicker } from './LicencePicker';

interface EnterpriseValues {
  companyName: string;
  creditCode: string;
  licence: LicenceValue;
}

/**
 * 企业认证 (docs/api.md "Identity verification"): 企业名称, 统一社会信用代码 (GB 32100 check
 * character) and 营业执照 (JPG/PNG, 5 MB, checked when chosen); the image is sent with the form.
 * A refused submission shows the API's `msg` above the fields.
 * @param onSubmitted called with the new state (pending review) after the API accepted it
 */
export function EnterpriseForm({ onSubmitted }: { onSubmitted: (info: IdentityInfo) => void }) {
  const deps = useIdentityDeps();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const unsaved = useUnsavedForm('企业认证表单');

  const submit = async (values: EnterpriseValues) => {
    const { licence } = values;
    if ('error' in licence) return;
    setSubmitting(true);
    setError(null);
    try {
      const info = await deps.enterprise({
        companyName: values.companyName.trim(),
        creditCode: values.creditCode.trim().toUpperCase(),
        licence: { contentType: licence.contentType, data: licence.data },
      });
      unsaved.markSaved();
      onSubmitted(info);
    } catch (failure) {
      setError(failureMessage(failure));
      setSubmitting(false);
    }
  };

  return (
    <Form<EnterpriseValues>
      layout="vertical"
      requiredMark={false}
      onValuesChange={unsaved.onValuesChange}
      onFinish={(values) => void submit(values)}
      aria-label="企业认证"
    >
      {error && <Alert type="error" showIcon title={error} className="acc-identity-error" />}
      <Form.Item
        name="companyName"
        label="企业名称"
        rules={identityRules.companyName}
        validateFirst
      >
        <Input placeholder="与营业执照上的名称一致" autoComplete="organization" maxLength={100} />
      </Form.Item>
      <Form.Item
        name="creditCode"
        label="统一社会信用代码"
        rules={identityRules.creditCode}
        validateFirst
      >
        <Input placeholder="18 位统一社会信用代码" autoComplete="off" maxLength={18} />
      </Form.Item>
      <Form.Item name="licence" label="营业执照" rules={identityRules.licence} validateFirst>
        <LicencePicker />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submitting} block>
        提交认证
      </Button>
    </Form>
  );
}
