import { Button, Empty, Spin } from 'antd';
import { useNavigation } from '@xingheng/shared/router';
import { SectionError } from '../../../components/SectionError';
import type { JobFilters, JobsData } from '../api';
import { JobFilterBar } from './JobFilterBar';
import { JobListView } from './JobListView';

/**
 * The open positions of a recruitment page: optional city/category filters, the list,
 * a spinner while the route loader re-runs, an empty state with 清除筛选, and an error state
 * with 重新加载 when the API failed (`data.jobs === null`).
 * @param data the route loader's `JobsData`
 * @param onFilter when given, the filters are shown and changes are reported here (the page
 *   writes them to the URL); omit for a list without filters
 */
export function JobPositions({
  data,
  onFilter,
}: {
  data: JobsData;
  onFilter?: (next: JobFilters) => void;
}) {
  const loading = useNavigation().state === 'loading';
  const { jobs, filters } = data;
  if (!jobs) return <SectionError what="职位" />;
  const clear = onFilter && (() => onFilter({ city: '', category: '' }));
  return (
    <>
      {onFilter && (
        <JobFilterBar
          cities={jobs.cities}
          categories={jobs.categories}
          filters={filters}
          onChange={onFilter}
        />
      )}
      <Spin spinning={loading} description="正在加载职位">
        <p className="mkt-empty" aria-live="polite" style={{ marginBottom: 12 }}>
          共 {jobs.list.length} 个职位
        </p>
        {jobs.list.length > 0 ? (
          <JobListView jobs={jobs.list} />
        ) : (
          <Empty description="暂无符合条件的职位">
            {clear && (filters.city || filters.category) && (
              <Button type="primary" onClick={clear}>
                清除筛选
              </Button>
            )}
          </Empty>
        )}
      </Spin>
    </>
  );
}
