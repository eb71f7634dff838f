import { Steps } from 'antd';
import { BUG_REPORT_STATUS, type BugReportStatus } from '@xingheng/shared';

const ORDER = Object.keys(BUG_REPORT_STATUS) as BugReportStatus[];

const HINTS: Record<BugReportStatus, string> = {
  received: '我们已收到您的反馈',
  in_progress: '技术支持正在排查',
  answered: '已给出答复，请查看下方内容',
  closed: '问题已处理完毕',
};

function stepStatus(
  index: number,
  current: number,
  key: BugReportStatus,
): 'finish' | 'process' | 'wait' {
  if (index < current || (index === current && key === 'closed')) return 'finish';
  return index === current ? 'process' : 'wait';
}

/**
 * Where a report stands (`BUG_REPORT_STATUS`: received → in progress → answered → closed) as
 * antd Steps, with the current status also said in words.
 * @param status the report's status
 */
export function StatusSteps({ status }: { status: BugReportStatus }) {
  const current = ORDER.indexOf(status);
  return (
    <div className="sup-status">
      <p className="sup-status-now">
        当前状态：<strong>{BUG_REPORT_STATUS[status]}</strong>，{HINTS[status]}
      </p>
      <div role="group" aria-label="处理进度">
        <Steps
          size="small"
          current={current}
          items={ORDER.map((key, index) => ({
            title: BUG_REPORT_STATUS[key],
            status: stepStatus(index, current, key),
          }))}
        />
      </div>
    </div>
  );
}
