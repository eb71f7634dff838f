import { useEffect, useId, useState } from 'react';
import {
  BUG_REPORT_CATEGORIES,
  BUG_REPORT_LIMITS,
  selectUserInfo,
  useAppSelector,
  type BugReportCategory,
  useUnsavedForm,
} from '@xingheng/shared';
import {
  PlainAlert,
  PlainButton,
  PlainFieldFrame,
  PlainInputField,
  PlainRadioGroup,
  PlainTextAreaField,
  usePlainForm,
  useSubmitOnce,
} from '@xingheng/shared/ui';
import { CONTACT_MAX_LENGTH } from '../../../lib/contact';
import { failureMessage } from '../../../lib/failureMessage';
import { submitBugReport } from '../api';
import { AttachmentReadError } from '../attachments';
import { BUG_REPORT_RULES, toBugReportInput, type BugReportFormValues } from '../bugReportRules';
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
 * The problem report form (SPEC §2 `/notices/bugReport`), plain markup from the site's form kit
 * (`@xingheng/shared/ui`, no antd): category, the service or device concerned, description with
 * a counter, contact (mainland mobile or e-mail; a logged-in visitor's phone is filled in unless
 * they typed one) and up to 3 attachments, validated in Chinese with the API's limits. Sends once
 * (`POST /api/web/bugReport`, the button shows loading); a refusal shows the API's `msg` above the
 * button.
 * @param onSent called with the ticket number and the contact used
 */
export function BugReportForm({ onSent }: { onSent: (sent: BugReportSent) => void }) {
  const form = usePlainForm(BUG_REPORT_RULES);
  const [files, setFiles] = useState<File[]>([]);
  const attachmentsId = useId();
  const phone = useAppSelector(selectUserInfo)?.phone;
  const unsaved = useUnsavedForm('问题反馈表单');

  const { setValue, touched } = form;
  useEffect(() => {
    if (phone && !touched('contact')) setValue('contact', phone);
  }, [phone, setValue, touched]);

  const { pending, error, submit } = useSubmitOnce(
    async (values: BugReportFormValues) => {
      const input = await toBugReportInput(values, files);
      const { ticketNo } = await submitBugReport(input);
      unsaved.markSaved();
      onSent({ ticketNo, contact: input.contact });
    },
    (failure) =>
      failure instanceof AttachmentReadError ? failure.message : failureMessage(failure),
  );

  return (
    <form
      className="sup-form"
      aria-label="提交问题反馈"
      noValidate
      onChange={unsaved.onValuesChange}
      onSubmit={form.handleSubmit((values) => void submit(values))}
    >
      <PlainRadioGroup
        binding={form.bind('category')}
        label="问题类型"
        options={CATEGORY_OPTIONS}
      />
      <PlainInputField
        binding={form.bind('subject')}
        label="涉及的服务或设备"
        maxLength={BUG_REPORT_LIMITS.subject.max}
        placeholder="如 Locate-CM 厘米级服务、P-BOX 组合导航终端、官网订单页"
        size="middle"
      />
      <PlainTextAreaField
        binding={form.bind('description')}
        label="问题描述"
        rows={6}
        showCount
        maxLength={BUG_REPORT_LIMITS.description.max}
        placeholder="请描述发生的时间、地点、现象与操作步骤，如挂载点、固定率、错误提示等"
        size="middle"
      />
      <PlainInputField
        binding={form.bind('contact')}
        label="联系方式"
        maxLength={CONTACT_MAX_LENGTH}
        placeholder="手机号或邮箱"
        extra="手机号或邮箱，查询处理进度时需要与工单号一起填写"
        size="middle"
      />
      <PlainFieldFrame
        id={attachmentsId}
        label="附件"
        error={undefined}
        errorId={`${attachmentsId}-error`}
        size="middle"
      >
        <AttachmentField
          id={attachmentsId}
          files={files}
          onChange={(next) => {
            setFiles(next);
            unsaved.onValuesChange();
          }}
        />
      </PlainFieldFrame>
      {error && <PlainAlert className="sup-form-alert">{error}</PlainAlert>}
      <PlainButton type="submit" variant="primary" loading={pending}>
        提交反馈
      </PlainButton>
    </form>
  );
}
