import type { SearchAnswer, SearchResult } from '@xingheng/shared';
import type { SearchFn } from '../header/search/searchApi';

/** Results for "RTK" in the API's ranking (kinds mixed on purpose). */
export const rtkResults: SearchResult[] = [
  {
    kind: 'service',
    path: '/productSolution/services/details/6',
    title: 'Locate-CM 厘米级 RTK 服务',
    snippet: '网络 RTK 差分，水平 2 cm RMS，rtk 固定解秒级收敛',
  },
  {
    kind: 'page',
    path: '/productSolution/solution/intelligentDriving',
    title: '智能驾驶高精度定位方案',
    snippet: '融合 PPP-RTK 与 IMU，隧道内持续输出车道级位置',
  },
  {
    kind: 'news',
    path: '/news/details/3',
    title: '星衡时空发布新一代 RTK 模组',
    snippet: '支持 RTCM 3.x MSM7 电文',
  },
  {
    kind: 'doc',
    path: '/terms/integration',
    title: '第三方 SDK 集成说明',
    snippet: '定位 SDK 通过 NTRIP 获取 RTK 改正数',
  },
];

/** An answer for `q` with these results; `total` defaults to their number. */
export function answer(q: string, results: SearchResult[], total = results.length): SearchAnswer {
  return { q, total, results };
}

/** A fake search that answers every query at once with `make(q)`. */
export function fakeSearch(make: (q: string) => SearchAnswer) {
  return jest.fn<ReturnType<SearchFn>, Parameters<SearchFn>>((q) => Promise.resolve(make(q)));
}
