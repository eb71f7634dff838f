import { ChoiceLinks } from '@xingheng/shared/ui';
import { jobsListPath, type JobFilters } from '../api';
import './recruitment.css';

/** One filter of the bar: the filter it sets, its label and its "all" choice. */
interface FilterField {
  key: keyof JobFilters;
  label: string;
  all: string;
  values: readonly string[];
}

/**
 * City and category filters of the positions list (`/aboutus/join`): a labelled row of links per
 * filter, 全部城市 / 全部类别 first, then the API's values (plus the URL's own value if the API no
 * longer offers it). Each link goes to the list with that filter changed and the other kept, so
 * the filters work before the page is hydrated, with the keyboard, and Back restores them.
 * @param cities, categories the values the API offers (`JobList.cities` / `.categories`)
 * @param filters the current filters ('' = all)
 * @param pathname the list's page, for the links' addresses, e.g. `/aboutus/join`
 */
export function JobFilterBar({
  cities,
  categories,
  filters,
  pathname,
}: {
  cities: readonly string[];
  categories: readonly string[];
  filters: JobFilters;
  pathname: string;
}) {
  const fields: readonly FilterField[] = [
    { key: 'city', label: '工作城市', all: '全部城市', values: cities },
    { key: 'category', label: '职位类别', all: '全部类别', values: categories },
  ];
  return (
    <div className="mkt-job-filters" role="search" aria-label="筛选职位">
      {fields.map(({ key, label, all, values }) => {
        const selected = filters[key];
        const known = selected && !values.includes(selected) ? [...values, selected] : values;
        const to = (value: string) => jobsListPath(pathname, { ...filters, [key]: value });
        const choices = [
          { key: '', label: all, to: to('') },
          ...known.map((value) => ({ key: value, label: value, to: to(value) })),
        ];
        return (
          <div key={key} className="mkt-job-filters__field">
            <span className="mkt-job-filters__label" aria-hidden="true">
              {label}
            </span>
            <ChoiceLinks label={label} choices={choices} current={selected} />
          </div>
        );
      })}
    </div>
  );
}
