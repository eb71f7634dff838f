import type { AxiosRequestConfig } from 'axios';
import { ApiFailure, type NewsSummary, type Paged } from '@xingheng/shared';
import type { ApiFetch } from '../lib/apiFetch';
import { NEWS_LIST_ENDPOINTS } from '../routes/news/newsListLoader';

/** Test data: the categories in use. */
export const FIXTURE_CATEGORIES = ['公司新闻', '产品发布', '行业动态'];

const titles = [
  '星衡时空地基增强网络新增 200 座基准站',
  'Locate-CM 支持 RTCM 3.x MSM7 多频改正数',
  '低空物流航线完成厘米级定位验证',
  '星衡时空通过 ISO/IEC 27001 信息安全认证',
  'P-BOX 组合导航终端量产发布',
  '智慧港口集卡自动驾驶进入常态化运营',
  '星衡时空与三家车企签署前装合作协议',
  'Orion 星基增强服务覆盖南海主要航线',
  '城市峡谷场景下 RTK 固定率提升实测',
  '星衡时空 2026 开发者大会在杭州举行',
  'STIB-IMU 惯导模块通过车规级认证',
  '北斗三号 B2b 精密单点定位服务接入实践',
  '星衡时空获评国家级专精特新“小巨人”企业',
  'T-BOX 车载终端新增 CGCS2000 坐标输出',
];

/** Test data: 14 articles, newest first: 7 产品发布, 4 公司新闻, 3 行业动态. */
export const FIXTURE_NEWS: NewsSummary[] = titles.map((title, index) => ({
  id: 40 - index,
  title,
  summary: `${title}。本文介绍相关背景与主要指标，数据仅为示例。`,
  category: index % 2 === 0 ? '产品发布' : index % 4 === 1 ? '公司新闻' : '行业动态',
  source: index % 2 === 0 ? '星衡时空' : '中国卫星导航定位协会',
  publishedAt: `2026-10-${String(20 - index).padStart(2, '0')}`,
}));

/** A request the fake API received. */
export type FakeCall = [path: string, config?: AxiosRequestConfig];

/**
 * A fake `apiGet` over `FIXTURE_NEWS` that pages and filters like the API (docs/api.md).
 * @param calls receives every request made
 * @param failing paths that reject like the client on a network error (`ApiFailure` code -1)
 */
export function fakeNewsApi(calls: FakeCall[] = [], failing: string[] = []): ApiFetch {
  return <T>(path: string, config?: AxiosRequestConfig): Promise<T> => {
    calls.push([path, config]);
    if (failing.includes(path)) {
      return Promise.reject(new ApiFailure({ code: -1, msg: '网络异常，请稍后重试' }));
    }
    if (path === NEWS_LIST_ENDPOINTS.categories) {
      return Promise.resolve(FIXTURE_CATEGORIES as T);
    }
    const params = (config?.params ?? {}) as { page: number; pageSize: number; category?: string };
    const matching = FIXTURE_NEWS.filter((n) => !params.category || n.category === params.category);
    const start = (params.page - 1) * params.pageSize;
    const answer: Paged<NewsSummary> = {
      list: matching.slice(start, start + params.pageSize),
      total: matching.length,
      page: params.page,
      pageSize: params.pageSize,
    };
    return Promise.resolve(answer as T);
  };
}
