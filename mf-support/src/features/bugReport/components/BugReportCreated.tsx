import { useEffect, useRef, useState } from 'react';
import CheckCircleFilled from '@ant-design/icons-svg/lib/asn/CheckCircleFilled';
import CheckOutlined from '@ant-design/icons-svg/lib/asn/CheckOutlined';
import CopyOutlined from '@ant-design/icons-svg/lib/asn/CopyOutlined';
import { Link } from '@xingheng/shared/router';
import { PlainButton, PlainIcon } from '@xingheng/shared/ui';
import { bugResponsePath } from '../../../paths';
import type { BugReportSent } from './BugReportForm';
import '../bugReport.css';

/** How long 已复制 shows after a copy, as antd's `copyable`. */
const COPIED_MS = 3000;

/**
 * The ticket number with a copy button, like antd's `Typography.Text strong copyable`: the button
 * is named 复制工单号, then 已复制 for 3 s after a copy.
 */
function CopyableTicket({ ticketNo }: { ticketNo: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const label = copied ? '已复制' : '复制工单号';
  return (
    <>
      <strong>{ticketNo}</strong>
      <button
        type="button"
        className={copied ? 'sup-copy sup-copy--done' : 'sup-copy'}
        aria-label={label}
        title={label}
        onClick={() => {
          void navigator.clipboard?.writeText(ticketNo).then(() => setCopied(true));
        }}
      >
        <PlainIcon icon={copied ? CheckOutlined : CopyOutlined} />
      </button>
    </>
  );
}

/**
 * The result of a sent problem report, drawn like antd's success `Result`: the ticket number
 * (copyable), a reminder to keep it with the contact used, a link to
 * `/notices/bugResponse?ticketNo=…` and 继续反馈. The heading takes the focus so screen readers
 * announce the result. Plain markup, no antd.
 * @param sent ticket number and contact
 * @param onAgain shows the empty form again
 */
export function BugReportCreated({ sent, onAgain }: { sent: BugReportSent; onAgain: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="sup-created">
      <PlainIcon icon={CheckCircleFilled} className="sup-created-icon" />
      <h2 ref={heading} tabIndex={-1} className="sup-state-title">
        反馈已提交
      </h2>
      <div className="sup-created-body">
        <p className="sup-ticket">
          工单号：
          <CopyableTicket ticketNo={sent.ticketNo} />
        </p>
        <p>
          请妥善保存工单号。查询处理进度时，需要填写工单号和提交时的联系方式（{sent.contact}
          ）。我们的答复也会发送到该联系方式。
        </p>
      </div>
      <div className="sup-actions">
        <Link className="sup-link-button" to={bugResponsePath(sent.ticketNo)}>
          查询处理进度
        </Link>
        <PlainButton onClick={onAgain}>继续反馈</PlainButton>
      </div>
    </div>
  );
}
