import { useEffect, useRef } from 'react';
import { Button, Result, Typography } from 'antd';
import { Link } from '@xingheng/shared/router';
import { bugResponsePath } from '../../../paths';
import type { BugReportSent } from './BugReportForm';
import '../bugReport.css';

/**
 * The result of a sent problem report: the ticket number (copyable), a reminder to keep it with
 * the contact used, a link to `/notices/bugResponse?ticketNo=…` and 继续反馈. The heading takes
 * the focus so screen readers announce the result.
 * @param sent ticket number and contact
 * @param onAgain shows the empty form again
 */
export function BugReportCreated({ sent, onAgain }: { sent: BugReportSent; onAgain: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Result
      status="success"
      className="sup-created"
      title={
        <h2 ref={heading} tabIndex={-1} className="sup-state-title">
          反馈已提交
        </h2>
      }
      subTitle={
        <div className="sup-created-body">
          <p className="sup-ticket">
            工单号：
            <Typography.Text
              strong
              copyable={{ text: sent.ticketNo, tooltips: ['复制工单号', '已复制'] }}
            >
              {sent.ticketNo}
            </Typography.Text>
          </p>
          <p>
            请妥善保存工单号。查询处理进度时，需要填写工单号和提交时的联系方式（{sent.contact}
            ）。我们的答复也会发送到该联系方式。
          </p>
        </div>
      }
      extra={
        <div className="sup-actions">
          <Link className="sup-link-button" to={bugResponsePath(sent.ticketNo)}>
            查询处理进度
          </Link>
          <Button onClick={onAgain}>继续反馈</Button>
        </div>
      }
    />
  );
}
