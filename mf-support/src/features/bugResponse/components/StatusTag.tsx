import { BUG_REPORT_STATUS, type BugReportStatus } from '@xingheng/shared';
import { Tag, type TagColor } from '../../../components/Tag';

const COLORS: Record<BugReportStatus, TagColor> = {
  received: 'blue',
  in_progress: 'orange',
  answered: 'green',
  closed: 'default',
};

/**
 * A report's status as a coloured tag (已受理, 处理中, 已答复, 已关闭).
 * @param status the report's status
 */
export function StatusTag({ status }: { status: BugReportStatus }) {
  return <Tag color={COLORS[status]}>{BUG_REPORT_STATUS[status]}</Tag>;
}
