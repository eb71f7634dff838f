import { Select } from 'antd';
import type { JobFilters } from '../api';
import './recruitment.css';

function options(values: readonly string[], selected: string) {
  const all = selected && !values.includes(selected) ? [...values, selected] : values;
  return all.map((value) => ({ value, label: value }));
}

/**
 * City and category filters of the positions list (`/aboutus/join`).
 * @param cities, categories the values the API offers (`JobList.cities` / `.categories`)
 * @param filters the current filters ('' = all)
 * @param onChange called with the new filters when a select changes or is cleared (each select
 *   has a clear icon; '' = all)
 */
export function JobFilterBar({
  cities,
  categories,
  filters,
  onChange,
}: {
  cities: readonly string[];
  categories: readonly string[];
  filters: JobFilters;
  onChange: (next: JobFilters) => void;
}) {
  return (
    <div className="mkt-job-filters" role="search" aria-label="筛选职位">
      <div className="mkt-job-filters__field">
        <span>工作城市</span>
        <Select
          aria-label="工作城市"
          className="mkt-job-filters__select"
          placeholder="全部城市"
          allowClear
          value={filters.city || undefined}
          options={options(cities, filters.city)}
          onChange={(city?: string) => onChange({ ...filters, city: city ?? '' })}
        />
      </div>
      <div className="mkt-job-filters__field">
        <span>职位类别</span>
        <Select
          aria-label="职位类别"
          className="mkt-job-filters__select"
          placeholder="全部类别"
          allowClear
          value={filters.category || undefined}
          options={options(categories, filters.category)}
          onChange={(category?: string) => onChange({ ...filters, category: category ?? '' })}
        />
      </div>
    </div>
  );
}
