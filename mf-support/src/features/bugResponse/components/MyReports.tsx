import type { ReactNode } from 'react';
import { PlainButton, useAsyncData } from '@xingheng/shared/ui';
import { Link } from '@xingheng/shared/router';
import { BUG_REPORT_CATEGORIES } from '@xingheng/shared';
import { EmptyState, ErrorState, LoadingState } from '../../../components/PageStates';
import { formatBeijingTime } from '../../../lib/chineseDate';
import { failureMessage } from '../../../lib/failureMessage';
import { paths } from '../../../paths';
import { fetchMyBugReports } from '../api';
import { StatusTag } from './StatusTag';
import '../bugResponse.css';

/**
 * 我的反馈 (logged-in visitors, `GET /api/web/bugReport/mine`): one's own reports, newest first,
 * each with its status and a button that opens its detail; loading, error (重试) and empty states.
 * Fetched in an effect (never during server rendering: it depends on the login).
 * @param onOpen called with the ticket number to show
 * @param openTicket the ticket shown now (its button is marked pressed)
 */
export function MyReports({
  onOpen,
  openTicket,
}: {
  onOpen: (ticketNo: string) => void;
  openTicket: string | null;
}) {
  const [state, retry] = useAsyncData(fetchMyBugReports);
  let body: ReactNode;
  if (state.status === 'ready' && state.data.length === 0) {
    body = (
      <EmptyState
        description="您还没有提交过反馈"
        action={<Link to={paths.bugReport}>提交问题反馈</Link>}
      />
    );
  } else if (state.status === 'ready') {
    body = (
      <ul className="sup-mine-list">
        {state.data.map((report) => (
          <li key={report.ticketNo} className="sup-mine-item">
            <div className="sup-mine-main">
              <span className="sup-mine-subject">{report.subject}</span>
              <span className="sup-mine-meta">
                {report.ticketNo} · {BUG_REPORT_CATEGORIES[report.category]} · 提交于{' '}
                {formatBeijingTime(report.createdAt)}
              </span>
            </div>
            <StatusTag status={report.status} />
            <PlainButton
              ariaLabel={`查看工单 ${report.ticketNo}`}
              pressed={openTicket === report.ticketNo}
              onClick={() => onOpen(report.ticketNo)}
            >
              查看详情
            </PlainButton>
          </li>
        ))}
      </ul>
    );
  } else if (state.status === 'error') {
    body = (
      <ErrorState title="我的反馈加载失败" message={failureMessage(state.error)} onRetry={retry} />
    );
  } else {
    body = <LoadingState label="正在加载我的反馈" rows={3} />;
  }
  return (
    <section className="sup-mine" aria-labelledby="sup-mine-heading">
      <h2 id="sup-mine-heading" className="sup-section-title">
        我的反馈
      </h2>
      {body}
    </section>
  );
}
