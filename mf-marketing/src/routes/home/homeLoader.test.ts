import type { AxiosRequestConfig } from 'axios';
import { ApiFailure, type NewsSummary, type Paged } from '@xingheng/shared';
import type { ApiFetch } from '../../lib/apiFetch';
import { HOME_FIXTURE } from '../../testing/homeFixtures';
import { createHomeLoader, featuredSolutionCards, HOME_ENDPOINTS } from './homeLoader';

const { banners, services, hardware } = HOME_FIXTURE;
const news: Paged<NewsSummary> = {
  list: HOME_FIXTURE.news ?? [],
  total: 2,
  page: 1,
  pageSize: 3,
};

const answers: Record<string, unknown> = {
  [HOME_ENDPOINTS.banners]: banners,
  [HOME_ENDPOINTS.services]: services,
  [HOME_ENDPOINTS.hardware]: hardware,
  [HOME_ENDPOINTS.news]: news,
};

/** A fake `apiGet`: answers from `answers`, rejects like the client for paths in `failing`. */
function fakeGet(failing: string[] = [], calls: [string, AxiosRequestConfig?][] = []): ApiFetch {
  return <T>(path: string, config?: AxiosRequestConfig) => {
    calls.push([path, config]);
    if (failing.includes(path))
      return Promise.reject(new ApiFailure({ code: -1, msg: '网络异常' }));
    return Promise.resolve(answers[path] as T);
  };
}

describe('home loader', () => {
  it('returns every section when all requests succeed', async () => {
    const calls: [string, AxiosRequestConfig?][] = [];
    const data = await createHomeLoader(fakeGet([], calls))();
    expect(data).toEqual({
      banners,
      services,
      hardware,
      news: news.list,
      solutions: await featuredSolutionCards(),
    });
    const newsCall = calls.find(([path]) => path === HOME_ENDPOINTS.news);
    expect(newsCall?.[1]?.params).toEqual({ page: 1, pageSize: 3 });
    expect(calls.every(([, config]) => config?.silent === true)).toBe(true);
  });

  it('maps a rejected request to null for that section only', async () => {
    const data = await createHomeLoader(fakeGet([HOME_ENDPOINTS.services]))();
    expect(data.services).toBeNull();
    expect(data.banners).toEqual(banners);
    expect(data.hardware).toEqual(hardware);
    expect(data.news).toEqual(news.list);
  });

  it('resolves with all sections null when every request fails', async () => {
    const data = await createHomeLoader(fakeGet(Object.values(HOME_ENDPOINTS)))();
    expect(data).toMatchObject({ banners: null, services: null, hardware: null, news: null });
    // The solution cards are content, not an API answer: they are there all the same.
    expect(data.solutions.length).toBeGreaterThan(0);
  });
});

describe('featuredSolutionCards', () => {
  it("gives the featured solutions' card fields only, in SPEC §2 order", async () => {
    const cards = await featuredSolutionCards();
    expect(cards.map((card) => card.name)).toContain('intelligentDriving');
    for (const card of cards) {
      expect(Object.keys(card).sort()).toEqual(['icon', 'name', 'summary', 'title']);
    }
  });
});
