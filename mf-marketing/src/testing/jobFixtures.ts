import type { JobList, JobPosting } from '@xingheng/shared';
import type { ApiFetch } from '../lib/apiFetch';

/** Positions used by the recruitment tests (the shape of `GET /web/jobs`). */
export const JOB_FIXTURES: JobPosting[] = [
  {
    id: 1,
    title: 'GNSS 定位算法工程师',
    category: '算法',
    city: '北京',
    kind: 'social',
    headcount: 2,
    publishedAt: '2026-10-20',
    responsibilities: ['负责 PPP-RTK 与网络 RTK 定位引擎的算法研发'],
    requirements: ['熟悉 RTCM 3.x 电文与模糊度固定方法'],
  },
  {
    id: 2,
    title: '嵌入式软件工程师',
    category: '软件',
    city: '上海',
    kind: 'social',
    headcount: 1,
    publishedAt: '2026-10-12',
    responsibilities: ['负责 T-BOX 终端固件开发'],
    requirements: ['熟悉 C 语言与 RTOS'],
  },
  {
    id: 3,
    title: '组合导航算法工程师（校招）',
    category: '算法',
    city: '武汉',
    kind: 'campus',
    headcount: 5,
    publishedAt: '2026-09-01',
    responsibilities: ['参与 GNSS/IMU 紧组合导航算法研发'],
    requirements: ['2027 届硕士及以上，导航、测绘或自动化相关专业'],
  },
];

/**
 * A fake `GET /web/jobs` over `JOB_FIXTURES` that filters like the API and records each call.
 * @returns the fake and the list of `params` it was called with
 */
export function fakeJobsApi() {
  const calls: Record<string, string>[] = [];
  const get = (async (_path: string, config?: { params?: Record<string, string> }) => {
    const params = config?.params ?? {};
    calls.push(params);
    const ofKind = JOB_FIXTURES.filter((job) => !params.kind || job.kind === params.kind);
    const answer: JobList = {
      list: ofKind.filter(
        (job) =>
          (!params.city || job.city === params.city) &&
          (!params.category || job.category === params.category),
      ),
      cities: [...new Set(ofKind.map((job) => job.city))],
      categories: [...new Set(ofKind.map((job) => job.category))],
    };
    return answer;
  }) as ApiFetch;
  return { get, calls };
}
