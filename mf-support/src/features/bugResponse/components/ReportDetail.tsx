import { useEffect, useRef } from 'react';
import { Descriptions, Timeline } from 'antd';
import { BUG_REPORT_CATEGORIES, type BugReportDetail } from '@xingheng/shared';
import { formatBeijingTime } from '../../../lib/chineseDate';
import { formatBytes } from '../../../lib/formatBytes';
import { StatusSteps } from './StatusSteps';
import '../bugResponse.css';

/**
 * One problem report as its sender or owner sees it (SPEC §2 `/notices/bugResponse`): ticket
 * number (the heading takes the focus when a report is shown), status steps, the report's fields
 * (contact masked), description, attachments (name and size only: never served back) and
 * support's answers, oldest first.
 * @param report the `BugReportDetail` of the lookup
 */
export function ReportDetail({ report }: { report: BugReportDetail }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [report.ticketNo]);
  return (
    <section className="sup-report" aria-labelledby="sup-report-heading">
      <h2 id="sup-report-heading" ref={heading} tabIndex={-1} className="sup-section-title">
        工单 {report.ticketNo}
      </h2>
      <StatusSteps status={report.status} />
      <Descriptions
        className="sup-report-fields"
        bordered
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'category', label: '问题类型', children: BUG_REPORT_CATEGORIES[report.category] },
          { key: 'subject', label: '涉及的服务或设备', children: report.subject },
          { key: 'contact', label: '联系方式', children: report.contactMasked },
          { key: 'created', label: '提交时间', children: formatBeijingTime(report.createdAt) },
          { key: 'updated', label: '最近更新', children: formatBeijingTime(report.updatedAt) },
        ]}
      />
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
        <Timeline
          className="sup-report-answers"
          items={report.answers.map((answer, index) => ({
            key: `${answer.at}-${index}`,
            title: (
              <time dateTime={new Date(answer.at).toISOString()}>
                {formatBeijingTime(answer.at)}
              </time>
            ),
            content: <p className="sup-report-text">{answer.text}</p>,
          }))}
        />
      )}
    </section>
  );
}
