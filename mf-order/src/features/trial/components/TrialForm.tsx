import { useRef, useState } from 'react';
import { Link } from '@xingheng/shared/router';
import { Alert, Button, Checkbox, Form, Input, InputNumber, Select } from 'antd';
import {
  ORDER_LIMITS,
  TRIAL_USE_CASES,
  type TrialInfo,
  type TrialResult,
  type TrialUseCase,
  useUnsavedForm,
} from '@xingheng/shared';
import { failureMessage } from '../../../lib/failureMessage';
import { newIdempotencyKey } from '../../../lib/idempotencyKey';
import { sitePaths } from '../../../paths';
import { applyTrial } from '../api';
import { trialRules } from '../rules';

interface TrialValues {
  devices: number;
  useCase: TrialUseCase;
  company: string;
  contactName: string;
  contactPhone: string;
  agree: boolean;
}

const USE_CASE_OPTIONS = Object.entries(TRIAL_USE_CASES).map(([value, label]) => ({
  value,
  label,
}));

/**
 * The trial application form (SPEC §2 `/productSolution/services/tryout/{id}`): 设备数量 1–5,
 * 应用场景 (`TRIAL_USE_CASES`), 公司/单位, 联系人, 联系电话 (mainland mobile), consent, with Chinese
 * messages. One idempotency key per form, so a double click makes one order; the button is
 * disabled while the request runs. A refused application shows the API's `msg` above the fields.
 * @param info the service's `TrialInfo` (its id is sent)
 * @param onApplied called with the `TrialResult` once the trial is granted
 */
export function TrialForm({
  info,
  onApplied,
}: {
  info: TrialInfo;
  onApplied: (result: TrialResult) => void;
}) {
  // One key for the life of the form, made on the first submit (never during render).
  const key = useRef<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const unsaved = useUnsavedForm('试用申请表单');
  const busy = useRef(false);

  const submit = async (values: TrialValues) => {
    if (busy.current) return;
    busy.current = true;
    setSubmitting(true);
    setError(null);
    key.current ??= newIdempotencyKey();
    try {
      const result = await applyTrial({
        serviceId: info.serviceId,
        devices: values.devices,
        useCase: values.useCase,
        company: values.company.trim(),
        contactName: values.contactName.trim(),
        contactPhone: values.contactPhone.trim(),
        idempotencyKey: key.current,
      });
      unsaved.markSaved();
      onApplied(result);
    } catch (failure) {
      setError(failureMessage(failure));
      busy.current = false;
      setSubmitting(false);
    }
  };

  return (
    <Form<TrialValues>
      layout="vertical"
      requiredMark={false}
      initialValues={{ devices: 1 }}
      onValuesChange={unsaved.onValuesChange}
      onFinish={(values) => void submit(values)}
      aria-label="试用申请"
      className="ord-card"
    >
      {error && <Alert type="error" showIcon title={error} className="ord-form-error" />}
      <Form.Item
        name="devices"
        label="设备数量"
        rules={trialRules.devices}
        extra={`每台设备开通一个服务账号，最多 ${ORDER_LIMITS.trialDevices.max} 台`}
      >
        <InputNumber
          min={ORDER_LIMITS.trialDevices.min}
          max={ORDER_LIMITS.trialDevices.max}
          precision={0}
          suffix="台"
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item name="useCase" label="应用场景" rules={trialRules.useCase}>
        <Select options={USE_CASE_OPTIONS} placeholder="请选择应用场景" />
      </Form.Item>
      <Form.Item name="company" label="公司或单位名称" rules={trialRules.company} validateFirst>
        <Input maxLength={ORDER_LIMITS.textMax} autoComplete="organization" />
      </Form.Item>
      <Form.Item name="contactName" label="联系人" rules={trialRules.contactName} validateFirst>
        <Input maxLength={20} autoComplete="name" />
      </Form.Item>
      <Form.Item name="contactPhone" label="联系电话" rules={trialRules.contactPhone} validateFirst>
        <Input maxLength={11} inputMode="numeric" autoComplete="tel" placeholder="11 位手机号码" />
      </Form.Item>
      <Form.Item name="agree" valuePropName="checked" rules={trialRules.agree}>
        <Checkbox>
          我已阅读并同意<Link to={sitePaths.termsOfUse}>《用户协议》</Link>和
          <Link to={sitePaths.privacyPolicy}>《隐私政策》</Link>
        </Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        提交申请
      </Button>
    </Form>
  );
}
