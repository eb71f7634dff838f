import { Alert, Button, Form } from 'antd';
import type { IdentityInfo } from '@xingheng/shared';
import { useIdentityDeps } from '../identityDeps';
import type { LicenceValue } from '../licenceFile';
import { identityRules } from '../rules';
import { useIdentitySubmit } from '../useIdentitySubmit';
import { IdentityTextFields } from './IdentityTextFields';
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
  const { submit, submitting, error, onValuesChange } = useIdentitySubmit(
    '企业认证表单',
    ({ companyName, creditCode, licence }: EnterpriseValues) =>
      'error' in licence
        ? null
        : deps.enterprise({
            companyName: companyName.trim(),
            creditCode: creditCode.trim().toUpperCase(),
            licence: { contentType: licence.contentType, data: licence.data },
          }),
    onSubmitted,
  );

  return (
    <Form<EnterpriseValues>
      layout="vertical"
      requiredMark={false}
      onValuesChange={onValuesChange}
      onFinish={(values) => void submit(values)}
      aria-label="企业认证"
    >
      {error && <Alert type="error" showIcon title={error} className="acc-identity-error" />}
      <IdentityTextFields names={['companyName', 'creditCode']} />
      <Form.Item name="licence" label="营业执照" rules={identityRules.licence} validateFirst>
        <LicencePicker />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submitting} block>
        提交认证
      </Button>
    </Form>
  );
}
