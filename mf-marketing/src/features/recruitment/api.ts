import { apiGet, type JobList, type JobPosting } from '@xingheng/shared';
import type { ApiFetch } from '../../lib/apiFetch';

/** The jobs endpoint (docs/api.md `GET /api/web/jobs`). */
export const JOBS_PATH = '/web/jobs';

/** Filters of the positions list, kept in the URL query (`?city=北京&category=算法`); '' = all. */
export interface JobFilters {
  city: string;
  category: string;
}

/** What a recruitment page renders: the API answer (`null` when it failed) and the filters used. */
export interface JobsData {
  jobs: JobList | null;
  filters: JobFilters;
}

/** Longest filter value the API accepts (docs/api.md `GET /api/web/jobs`, 1–16 characters). */
export const JOB_FILTER_MAX = 16;

function filterValue(raw: string | null): string {
  const value = (raw ?? '').trim();
  return [...value].length > JOB_FILTER_MAX ? '' : value;
}

/**
 * Reads the filters from a URL query.
 * @param search the page's query string parameters
 * @returns `city` and `category`, trimmed; '' when absent or longer than `JOB_FILTER_MAX` (the
 *   API would refuse it, so such a value means "all")
 */
export function readJobFilters(search: URLSearchParams): JobFilters {
  return { city: filterValue(search.get('city')), category: filterValue(search.get('category')) };
}

/**
 * Builds the URL query of a set of filters (empty filters are left out).
 * @returns e.g. `{ city: '北京' }`, ready for `setSearchParams`
 */
export function jobFiltersToQuery(filters: JobFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.city) query.city = filters.city;
  if (filters.category) query.category = filters.category;
  return query;
}

/**
 * The address of a positions list with a set of filters (empty filters are left out), for links
 * that work before the page is hydrated.
 * @param pathname the list's page, e.g. `/aboutus/join`
 * @param filters the filters ('' = all)
 * @returns e.g. `/aboutus/join?city=%E5%8C%97%E4%BA%AC`, or `pathname` alone
 */
export function jobsListPath(pathname: string, filters: JobFilters): string {
  const search = new URLSearchParams(jobFiltersToQuery(filters)).toString();
  return search ? `${pathname}?${search}` : pathname;
}

/**
 * Builds the route loader of a recruitment page (SPEC §2 `/aboutus/join`, `/aboutus/dayiJoin`).
 * @param kind `social` (experienced hires) or `campus` (graduates)
 * @param get the GET function (default `apiGet`); the call is `silent` because the page shows its
 *   own error state with 重新加载
 * @returns a loader that reads `city`/`category` from the request URL, calls
 *   `GET /web/jobs?kind&city&category` (empty filters omitted) and resolves to `JobsData`;
 *   it never rejects: a failed request gives `jobs: null`
 */
export function createJobsLoader(kind: JobPosting['kind'], get: ApiFetch = apiGet) {
  return async ({ request }: { request: Request }): Promise<JobsData> => {
    const filters = readJobFilters(new URL(request.url).searchParams);
    try {
      const jobs = await get<JobList>(JOBS_PATH, {
        silent: true,
        params: { kind, ...jobFiltersToQuery(filters) },
      });
      return { jobs, filters };
    } catch {
      return { jobs: null, filters };
    }
  };
}
