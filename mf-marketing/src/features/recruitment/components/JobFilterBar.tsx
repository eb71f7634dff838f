import { Select } from 'antd';
import type { JobFilters } from '../api';
import './recruitment.css';

function options(values: readonly string[], selected: string) {
  const all = selected && !values.includes(selected) ? [...values, selected] : values;
  return all.map((value) => ({ value, label: value }));
}

/** One select of the bar: the filter it sets, its label and its "all" placeholder. */
interface FilterField {
  key: keyof JobFilters;
  label: string;
  placeholder: string;
  values: readonly string[];
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
  const fields: readonly FilterField[] = [
    { key: 'city', label: '工作城市', placeholder: '全部城市', values: cities },
    { key: 'category', label: '职位类别', placeholder: '全部类别', values: categories },
  ];
  return (
    <div className="mkt-job-filters" role="search" aria-label="筛选职位">
      {fields.map(({ key, label, placeholder, values }) => (
        <div key={key} className="mkt-job-filters__field">
          <span>{label}</span>
          <Select
            aria-label={label}
            className="mkt-job-filters__select"
            placeholder={placeholder}
            allowClear
            value={filters[key] || undefined}
            options={options(values, filters[key])}
            onChange={(value?: string) => onChange({ ...filters, [key]: value ?? '' })}
          />
        </div>
      ))}
    </div>
  );
}
