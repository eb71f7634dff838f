import { useEffect, useRef } from 'react';
import { BUG_REPORT_CATEGORIES, type BugReportDetail } from '@xingheng/shared';
import { formatBeijingTime } from '../../../lib/chineseDate';
import { formatBytes } from '../../../lib/formatBytes';
import { StatusSteps } from './StatusSteps';
import '../bugResponse.css';

/**
 * One problem report as its sender or owner sees it (SPEC §2 `/notices/bugResponse`): ticket
 * number (the heading takes the focus when a report is shown), status steps, the report's fields
 * (contact masked) as a description list drawn like antd's bordered `Descriptions` (two columns,
 * one on phones), description, attachments (name and size only: never served back) and
 * support's answers, oldest first, as a timeline. Plain markup, no antd.
 * @param report the `BugReportDetail` of the lookup
 */
export function ReportDetail({ report }: { report: BugReportDetail }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [report.ticketNo]);
  const fields: [string, string][] = [
    ['问题类型', BUG_REPORT_CATEGORIES[report.category]],
    ['涉及的服务或设备', report.subject],
    ['联系方式', report.contactMasked],
    ['提交时间', formatBeijingTime(report.createdAt)],
    ['最近更新', formatBeijingTime(report.updatedAt)],
  ];
  return (
    <section className="sup-report" aria-labelledby="sup-report-heading">
      <h2 id="sup-report-heading" ref={heading} tabIndex={-1} className="sup-section-title">
        工单 {report.ticketNo}
      </h2>
      <StatusSteps status={report.status} />
      <dl className="sup-report-fields">
        {fields.map(([label, value]) => (
          <div key={label} className="sup-report-field">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="sup-report-subtitle">问题描述</h3>
      <p className="sup-report-text">{report.description}</p>
      <h3 className="sup-report-subtitle">附件</h3>
      {report.attachments.length === 0 ? (
        <p className="sup-report-none">无附件</p>
      ) : (
        <ul className="sup-report-files" aria-label="附件">
          {report.attachments.map((file, index) => (
            <li key={`${index}-${file.name}`}>
              <span className="sup-report-file">{file.name}</span>
              <span className="sup-report-size">{formatBytes(file.size)}</span>
            </li>
          ))}
        </ul>
      )}
      <h3 className="sup-report-subtitle">答复</h3>
      {report.answers.length === 0 ? (
        <p className="sup-report-none">
          暂无答复。技术支持处理后会在这里答复，并通知您的联系方式。
        </p>
      ) : (
        <ol className="sup-report-answers">
          {report.answers.map((answer, index) => (
            <li key={`${answer.at}-${index}`} className="sup-answer">
              <time className="sup-answer-time" dateTime={new Date(answer.at).toISOString()}>
                {formatBeijingTime(answer.at)}
              </time>
              <p className="sup-report-text">{answer.text}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
