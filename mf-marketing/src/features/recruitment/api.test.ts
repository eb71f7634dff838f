import type { ApiFetch } from '../../lib/apiFetch';
import { createJobsLoader, JOBS_PATH, jobFiltersToQuery, jobsListPath } from './api';

function loaderArgs(url: string) {
  return { request: new Request(url) };
}

/** The recruitment loaders read the URL query and pass it to `GET /web/jobs`. */
describe('createJobsLoader', () => {
  it('passes kind and the non-empty filters of the URL to the API', async () => {
    const get = jest.fn(async () => ({ list: [], cities: [], categories: [] }));
    const loader = createJobsLoader('social', get as unknown as ApiFetch);
    const data = await loader(
      loaderArgs('http://x/aboutus/join?city=%E6%AD%A6%E6%B1%89&category='),
    );
    expect(get).toHaveBeenCalledWith(JOBS_PATH, {
      silent: true,
      params: { kind: 'social', city: '武汉' },
    });
    expect(data.filters).toEqual({ city: '武汉', category: '' });
  });

  it('drops a filter the API would refuse (over 16 characters)', async () => {
    const get = jest.fn(async () => ({ list: [], cities: [], categories: [] }));
    const loader = createJobsLoader('campus', get as unknown as ApiFetch);
    await loader(loaderArgs(`http://x/aboutus/dayiJoin?city=${'北'.repeat(17)}`));
    expect(get).toHaveBeenCalledWith(JOBS_PATH, { silent: true, params: { kind: 'campus' } });
  });

  it('resolves to jobs null when the API fails', async () => {
    const loader = createJobsLoader('social', (() =>
      Promise.reject(new Error('down'))) as ApiFetch);
    expect((await loader(loaderArgs('http://x/aboutus/join'))).jobs).toBeNull();
  });
});

describe('jobFiltersToQuery', () => {
  it('keeps only the set filters', () => {
    expect(jobFiltersToQuery({ city: '', category: '算法' })).toEqual({ category: '算法' });
  });
});

describe('jobsListPath', () => {
  it('writes the filters set, and the bare path without any', () => {
    expect(jobsListPath('/aboutus/join', { city: '北京', category: '' })).toBe(
      `/aboutus/join?city=${encodeURIComponent('北京')}`,
    );
    expect(jobsListPath('/aboutus/join', { city: '', category: '' })).toBe('/aboutus/join');
  });
});
