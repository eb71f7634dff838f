import { Chip } from '../../../components/Chip';
import type { JobPosting } from '@xingheng/shared';
import { CollapseList } from './CollapseList';
import './recruitment.css';

function JobHeader({ job }: { job: JobPosting }) {
  return (
    <span className="mkt-job__head">
      <span className="mkt-job__title">{job.title}</span>
      <span className="mkt-job__meta">
        <Chip tone="blue">{job.category}</Chip>
        <span>{job.city}</span>
        <span>招聘 {job.headcount} 人</span>
        <span>发布于 {job.publishedAt.slice(0, 10)}</span>
      </span>
    </span>
  );
}

function JobBody({ job }: { job: JobPosting }) {
  const lists = [
    { title: '岗位职责', lines: job.responsibilities },
    { title: '任职要求', lines: job.requirements },
  ];
  return (
    <div className="mkt-job__body">
      {lists.map((list) => (
        <div key={list.title}>
          <h4 className="mkt-job__subtitle">{list.title}</h4>
          <ol className="mkt-job__list">
            {list.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
        </div>
      ))}
    </div>
  );
}

/**
 * The positions (recruitment pages): one collapsible row per `JobPosting` showing title,
 * category, city, headcount and publish date; expanding it shows responsibilities and requirements.
 * @param jobs the positions to list (non-empty; the caller shows the empty state)
 */
export function JobListView({ jobs }: { jobs: readonly JobPosting[] }) {
  return (
    <CollapseList
      className="mkt-job-list"
      items={jobs.map((job) => ({
        key: String(job.id),
        summary: <JobHeader job={job} />,
        body: <JobBody job={job} />,
      }))}
    />
  );
}
