import { useAsyncData } from '@xingheng/shared/ui';
import { useCallback } from 'react';
import { ErrorState, LoadingState } from '../../../components/PageStates';
import { failureMessage } from '../../../lib/failureMessage';
import { fetchMyBugReport } from '../api';
import { ReportDetail } from './ReportDetail';

/**
 * One of the logged-in visitor's own reports, loaded by its ticket number (no contact needed):
 * loading, error (重试) and the report.
 * @param ticketNo a ticket of 我的反馈
 */
export function MyReportDetail({ ticketNo }: { ticketNo: string }) {
  const load = useCallback(() => fetchMyBugReport(ticketNo), [ticketNo]);
  const [state, retry] = useAsyncData(load);
  if (state.status === 'ready') return <ReportDetail report={state.data} />;
  if (state.status === 'error') {
    return (
      <ErrorState title="工单加载失败" message={failureMessage(state.error)} onRetry={retry} />
    );
  }
  return <LoadingState label={`正在加载工单 ${ticketNo}`} />;
}
