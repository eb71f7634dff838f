// The site's base styles first, as in every other chunk (one CSS order for the build).
import '../../../components/marketing.css';
import { Link, useLocation, useNavigation } from '@xingheng/shared/router';
import { BusyArea } from '@xingheng/shared/ui';
import { SectionError } from '../../../components/SectionError';
import { jobsListPath, type JobsData } from '../api';
import { JobFilterBar } from './JobFilterBar';
import { JobListView } from './JobListView';

/**
 * The open positions of a recruitment page: optional city/category filters, the list,
 * a spinner while the route loader re-runs, an empty state with 清除筛选, and an error state
 * with 重新加载 when the API failed (`data.jobs === null`). Plain markup, no antd: the filters
 * and 清除筛选 are links to the list's filtered address (the filters live in the URL query), so
 * they work before hydration too.
 * @param data the route loader's `JobsData`
 * @param filterable show the filters (`/aboutus/join`); omit for a list without filters
 */
export function JobPositions({
  data,
  filterable = false,
}: {
  data: JobsData;
  filterable?: boolean;
}) {
  const loading = useNavigation().state === 'loading';
  const { pathname } = useLocation();
  const { jobs, filters } = data;
  if (!jobs) return <SectionError what="职位" />;
  const filtered = Boolean(filters.city || filters.category);
  return (
    <>
      {filterable && (
        <JobFilterBar
          cities={jobs.cities}
          categories={jobs.categories}
          filters={filters}
          pathname={pathname}
        />
      )}
      <BusyArea busy={loading} label="正在加载职位">
        <p className="mkt-empty" aria-live="polite" style={{ marginBottom: 12 }}>
          共 {jobs.list.length} 个职位
        </p>
        {jobs.list.length > 0 ? (
          <JobListView jobs={jobs.list} />
        ) : (
          <div className="mkt-job-empty">
            <p>暂无符合条件的职位</p>
            {filterable && filtered && (
              <Link className="mkt-button" to={jobsListPath(pathname, { city: '', category: '' })}>
                清除筛选
              </Link>
            )}
          </div>
        )}
      </BusyArea>
    </>
  );
}
