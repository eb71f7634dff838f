import { Alert, Button, Form, Input, type FormRule } from 'antd';
import type { BugReportDetail } from '@xingheng/shared';
import { CONTACT_MAX_LENGTH, contactError } from '../../../lib/contact';
import { useSubmitOnce } from '../../../lib/useSubmitOnce';
import { lookupBugReport } from '../api';
import { normaliseTicketNo, ticketNoError } from '../ticketNo';
import '../bugResponse.css';

interface LookupValues {
  ticketNo?: string;
  contact?: string;
}

function rule(check: (value: string | undefined) => string | null): FormRule[] {
  return [
    {
      required: true,
      validator: async (_rule, value: string | undefined) => {
        const error = check(value);
        if (error) throw new Error(error);
      },
    },
  ];
}

/**
 * The ticket lookup of `/notices/bugResponse`: ticket number and the contact given with the
 * report, validated in Chinese; `GET /api/web/bugReport/lookup`. A refusal (an unknown ticket or
 * a wrong contact, which the API does not tell apart) shows the API's `msg` above the button.
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
  const [form] = Form.useForm<LookupValues>();

  const { pending, error, submit } = useSubmitOnce(async (values: LookupValues) => {
    const ticketNo = normaliseTicketNo(values.ticketNo);
    onFound(await lookupBugReport(ticketNo, (values.contact ?? '').trim()));
  });

  return (
    <Form
      form={form}
      layout="vertical"
      className="sup-lookup"
      aria-label="按工单号查询"
      initialValues={{ ticketNo: initialTicketNo }}
      onFinish={(values) => void submit(values)}
    >
      <Form.Item name="ticketNo" label="工单号" rules={rule(ticketNoError)}>
        <Input maxLength={32} placeholder="如 BR20261124-7K3Q9D" autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="contact"
        label="联系方式"
        rules={rule(contactError)}
        extra="提交反馈时填写的手机号或邮箱"
      >
        <Input maxLength={CONTACT_MAX_LENGTH} placeholder="手机号或邮箱" />
      </Form.Item>
      {error && <Alert type="error" showIcon title={error} className="sup-form-alert" />}
      <Button type="primary" htmlType="submit" loading={pending}>
        查询进度
      </Button>
    </Form>
  );
}
