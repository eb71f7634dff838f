import { useState } from 'react';
import { SupportPage } from '../../../components/SupportPage';
import { BugReportCreated } from '../../../features/bugReport/components/BugReportCreated';
import {
  BugReportForm,
  type BugReportSent,
} from '../../../features/bugReport/components/BugReportForm';
import { paths } from '../../../paths';

const DESCRIPTION =
  '向星衡时空反馈定位服务异常、硬件设备故障、账号订单或网站问题，提交后获得工单号，可随时查询处理进度。';

/**
 * `/notices/bugReport` 问题反馈 (SPEC §2): the report form (category, the service or device
 * concerned, description, contact, up to 3 attachments), then the ticket number with a link to
 * its lookup. Login is optional; a logged-in visitor's phone is filled in as the contact.
 */
export function BugReportPage() {
  const [sent, setSent] = useState<BugReportSent | null>(null);
  return (
    <SupportPage
      narrow
      title="问题反馈"
      description={DESCRIPTION}
      lead="遇到定位服务异常、设备故障或网站问题，请告诉我们。提交后您将获得工单号，可凭工单号和联系方式查询处理进度。"
      crumbs={[{ title: '支持中心', to: paths.support }, { title: '问题反馈' }]}
    >
      {sent ? (
        <BugReportCreated sent={sent} onAgain={() => setSent(null)} />
      ) : (
        <BugReportForm onSent={setSent} />
      )}
    </SupportPage>
  );
}
