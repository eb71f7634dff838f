import { Alert, Button, Form } from 'antd';
import type { IdentityInfo } from '@xingheng/shared';
import { useIdentityDeps } from '../identityDeps';
import { useIdentitySubmit } from '../useIdentitySubmit';
import { IdentityTextFields } from './IdentityTextFields';

interface PersonalValues {
  realName: string;
  idNumber: string;
}

/**
 * 个人认证 (docs/api.md "Identity verification"): 真实姓名 and 身份证号 with Chinese rules (GB 11643
 * check character); a refused submission shows the API's `msg` above the fields.
 * @param onSubmitted called with the new state after the API accepted the submission
 */
export function PersonalForm({ onSubmitted }: { onSubmitted: (info: IdentityInfo) => void }) {
  const deps = useIdentityDeps();
  const { submit, submitting, error, onValuesChange } = useIdentitySubmit(
    '个人实名认证表单',
    ({ realName, idNumber }: PersonalValues) =>
      deps.personal({ realName: realName.trim(), idNumber: idNumber.trim().toUpperCase() }),
    onSubmitted,
  );

  return (
    <Form<PersonalValues>
      layout="vertical"
      requiredMark={false}
      onValuesChange={onValuesChange}
      onFinish={(values) => void submit(values)}
      aria-label="个人认证"
    >
      {error && <Alert type="error" showIcon title={error} className="acc-identity-error" />}
      <IdentityTextFields names={['realName', 'idNumber']} />
      <p className="acc-identity-hint">身份证号仅用于实名核验，我们只保存脱敏后的号码。</p>
      <Button type="primary" htmlType="submit" loading={submitting} block>
        提交认证
      </Button>
    </Form>
  );
}
