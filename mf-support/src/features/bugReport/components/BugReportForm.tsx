import { useEffect } from 'react';
import { Alert, Button, Form, Input, Radio } from 'antd';
import {
  BUG_REPORT_CATEGORIES,
  BUG_REPORT_LIMITS,
  selectUserInfo,
  useAppSelector,
  type BugReportCategory,
  useUnsavedForm,
} from '@xingheng/shared';
import { CONTACT_MAX_LENGTH } from '../../../lib/contact';
import { failureMessage } from '../../../lib/failureMessage';
import { useSubmitOnce } from '../../../lib/useSubmitOnce';
import { submitBugReport } from '../api';
import { AttachmentReadError } from '../attachments';
import { fieldRules, toBugReportInput, type BugReportFormValues } from '../bugReportRules';
import { AttachmentField } from './AttachmentField';
import '../bugReport.css';

const CATEGORY_OPTIONS = (Object.keys(BUG_REPORT_CATEGORIES) as BugReportCategory[]).map((key) => ({
  value: key,
  label: BUG_REPORT_CATEGORIES[key],
}));

/** What the form reports once the API has accepted a report. */
export interface BugReportSent {
  ticketNo: string;
  contact: string;
}

/**
 * The problem report form (SPEC §2 `/notices/bugReport`): category, the service or device
 * concerned, description with a counter, contact (mainland mobile or e-mail; a logged-in
 * visitor's phone is filled in) and up to 3 attachments, validated in Chinese with the API's
 * limits. Sends once (`POST /api/web/bugReport`, the button shows loading); a refusal shows the
 * API's `msg` above the button.
 * @param onSent called with the ticket number and the contact used
 */
export function BugReportForm({ onSent }: { onSent: (sent: BugReportSent) => void }) {
  const [form] = Form.useForm<BugReportFormValues>();
  const phone = useAppSelector(selectUserInfo)?.phone;
  const unsaved = useUnsavedForm('问题反馈表单');

  useEffect(() => {
    if (phone && !form.isFieldTouched('contact') && !form.getFieldValue('contact')) {
      form.setFieldValue('contact', phone);
    }
  }, [form, phone]);

  const { pending, error, submit } = useSubmitOnce(
    async (values: BugReportFormValues) => {
      const input = await toBugReportInput(values);
      const { ticketNo } = await submitBugReport(input);
      unsaved.markSaved();
      onSent({ ticketNo, contact: input.contact });
    },
    (failure) =>
      failure instanceof AttachmentReadError ? failure.message : failureMessage(failure),
  );

  return (
    <Form
      form={form}
      layout="vertical"
      className="sup-form"
      aria-label="提交问题反馈"
      requiredMark
      onValuesChange={unsaved.onValuesChange}
      onFinish={(values) => void submit(values)}
    >
      <Form.Item
        name="category"
        label="问题类型"
        rules={[{ required: true, message: '请选择问题类型' }]}
      >
        <Radio.Group options={CATEGORY_OPTIONS} optionType="button" className="sup-radio-wrap" />
      </Form.Item>
      <Form.Item name="subject" label="涉及的服务或设备" rules={fieldRules('subject')}>
        <Input
          maxLength={BUG_REPORT_LIMITS.subject.max}
          placeholder="如 Locate-CM 厘米级服务、P-BOX 组合导航终端、官网订单页"
        />
      </Form.Item>
      <Form.Item name="description" label="问题描述" rules={fieldRules('description')}>
        <Input.TextArea
          rows={6}
          showCount
          maxLength={BUG_REPORT_LIMITS.description.max}
          placeholder="请描述发生的时间、地点、现象与操作步骤，如挂载点、固定率、错误提示等"
        />
      </Form.Item>
      <Form.Item
        name="contact"
        label="联系方式"
        rules={fieldRules('contact')}
        extra="手机号或邮箱，查询处理进度时需要与工单号一起填写"
      >
        <Input maxLength={CONTACT_MAX_LENGTH} placeholder="手机号或邮箱" />
      </Form.Item>
      <Form.Item name="attachments" label="附件" valuePropName="fileList">
        <AttachmentField />
      </Form.Item>
      {error && <Alert type="error" showIcon title={error} className="sup-form-alert" />}
      <Button type="primary" htmlType="submit" size="large" loading={pending}>
        提交反馈
      </Button>
    </Form>
  );
}
