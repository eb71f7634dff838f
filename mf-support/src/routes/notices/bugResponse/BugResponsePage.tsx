import { useState } from 'react';
import { Link, useSearchParams } from '@xingheng/shared/router';
import {
  loginPath,
  selectIsAuthenticated,
  useAppSelector,
  type BugReportDetail,
} from '@xingheng/shared';
import { SupportPage } from '../../../components/SupportPage';
import { LookupForm } from '../../../features/bugResponse/components/LookupForm';
import { MyReportDetail } from '../../../features/bugResponse/components/MyReportDetail';
import { MyReports } from '../../../features/bugResponse/components/MyReports';
import { ReportDetail } from '../../../features/bugResponse/components/ReportDetail';
import { normaliseTicketNo } from '../../../features/bugResponse/ticketNo';
import { paths } from '../../../paths';

const DESCRIPTION =
  '凭工单号和联系方式查询问题反馈的处理状态与技术支持的答复；登录后可查看自己提交的全部反馈。';

/** The report shown: found by the lookup, or one of one's own opened from 我的反馈. */
type Shown = { kind: 'lookup'; report: BugReportDetail } | { kind: 'mine'; ticketNo: string };

/**
 * `/notices/bugResponse` 反馈查询 (SPEC §2): look a report up by ticket number and contact
 * (`?ticketNo=` prefills), then its status, fields, attachments and answers; logged-in visitors
 * also get 我的反馈, their own reports, each opening its detail.
 */
export function BugResponsePage() {
  const [search] = useSearchParams();
  const loggedIn = useAppSelector(selectIsAuthenticated);
  const [shown, setShown] = useState<Shown | null>(null);
  const ticketNo = normaliseTicketNo(search.get('ticketNo'));
  const loginLink = loginPath(paths.bugResponse);
  return (
    <SupportPage
      narrow
      title="反馈查询"
      description={DESCRIPTION}
      lead="输入工单号和提交反馈时填写的联系方式，查看处理进度与答复。"
      crumbs={[{ title: '支持中心', to: paths.support }, { title: '反馈查询' }]}
    >
      <section className="sup-panel" aria-labelledby="sup-lookup-heading">
        <h2 id="sup-lookup-heading" className="sup-section-title">
          按工单号查询
        </h2>
        <LookupForm
          key={ticketNo}
          initialTicketNo={ticketNo}
          onFound={(report) => setShown({ kind: 'lookup', report })}
        />
      </section>
      {shown?.kind === 'lookup' && <ReportDetail report={shown.report} />}
      {shown?.kind === 'mine' && <MyReportDetail key={shown.ticketNo} ticketNo={shown.ticketNo} />}
      {loggedIn ? (
        <MyReports
          openTicket={shown?.kind === 'mine' ? shown.ticketNo : null}
          onOpen={(ticketNo) => setShown({ kind: 'mine', ticketNo })}
        />
      ) : (
        <p className="sup-login-hint">
          <Link to={loginLink}>登录</Link>后可查看您提交的全部反馈。还没有反馈？
          <Link to={paths.bugReport}>提交问题反馈</Link>
        </p>
      )}
    </SupportPage>
  );
}
