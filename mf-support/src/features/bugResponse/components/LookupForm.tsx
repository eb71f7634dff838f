import type { BugReportDetail } from '@xingheng/shared';
import {
  PlainAlert,
  PlainButton,
  PlainInputField,
  type PlainRule,
  usePlainForm,
  useSubmitOnce,
} from '@xingheng/shared/ui';
import { CONTACT_MAX_LENGTH, contactError } from '../../../lib/contact';
import { lookupBugReport } from '../api';
import { normaliseTicketNo, ticketNoError } from '../ticketNo';
import '../bugResponse.css';

interface LookupValues {
  ticketNo: string;
  contact: string;
}

const RULES: Record<keyof LookupValues, readonly PlainRule[]> = {
  ticketNo: [{ check: (value) => ticketNoError(String(value)) }],
  contact: [{ check: (value) => contactError(String(value)) }],
};

/**
 * The ticket lookup of `/notices/bugResponse`, plain markup from the site's form kit (no antd):
 * ticket number and the contact given with the report, validated in Chinese;
 * `GET /api/web/bugReport/lookup`. A refusal (an unknown ticket or a wrong contact, which the API
 * does not tell apart) shows the API's `msg` above the button.
 * @param initialTicketNo prefilled ticket number (`?ticketNo=`), or empty
 * @param onFound called with the report found
 */
export function LookupForm({
  initialTicketNo,
  onFound,
}: {
  initialTicketNo: string;
  onFound: (report: BugReportDetail) => void;
}) {
  const form = usePlainForm(RULES, undefined, { initial: { ticketNo: initialTicketNo } });

  const { pending, error, submit } = useSubmitOnce(async (values: LookupValues) => {
    const ticketNo = normaliseTicketNo(values.ticketNo);
    onFound(await lookupBugReport(ticketNo, values.contact.trim()));
  });

  return (
    <form
      className="sup-lookup"
      aria-label="按工单号查询"
      noValidate
      onSubmit={form.handleSubmit((values) => void submit(values))}
    >
      <PlainInputField
        binding={form.bind('ticketNo')}
        label="工单号"
        maxLength={32}
        placeholder="如 BR20261124-7K3Q9D"
        autoComplete="off"
        size="middle"
      />
      <PlainInputField
        binding={form.bind('contact')}
        label="联系方式"
        maxLength={CONTACT_MAX_LENGTH}
        placeholder="手机号或邮箱"
        extra="提交反馈时填写的手机号或邮箱"
        size="middle"
      />
      {error && <PlainAlert className="sup-form-alert">{error}</PlainAlert>}
      <PlainButton type="submit" variant="primary" loading={pending}>
        查询进度
      </PlainButton>
    </form>
  );
}
