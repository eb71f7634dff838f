import type { NewsDetail } from '@xingheng/shared';

/** Test data: an article in the middle of the list (both neighbours present). */
export const NEWS_DETAIL_FIXTURE: NewsDetail = {
  id: 31,
  title: '星衡时空地基增强网络新增 200 座基准站',
  summary: '新增基准站主要分布在西南山区与沿海港口，网络总数超过 3200 座（数据为示例）。',
  category: '公司新闻',
  source: '星衡时空',
  publishedAt: '2026-10-18',
  html: '<p>本次扩建后，川滇交界山区的 RTK 固定率由 92% 提升至 98%（示例数据）。</p><h2>覆盖变化</h2><p>沿海港口实现 CGCS2000 与 WGS84 双框架播发。</p>',
  prev: { id: 30, title: 'Locate-DM 亚米级服务开放免费试用' },
  next: { id: 32, title: 'P-BOX 组合导航终端量产发布' },
};
