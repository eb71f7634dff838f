import { solutionCardData } from '../components/solutionCards';
import { FEATURED_SOLUTIONS } from '../content/solutions';
import type { HomeData } from '../routes/home/homeLoader';

/** Loader data of the home page for tests: every section filled. */
export const HOME_FIXTURE: HomeData = {
  solutions: solutionCardData(FEATURED_SOLUTIONS),
  banners: [
    {
      id: 1,
      title: '全国一张网，厘米级实时定位',
      subtitle: '3,000+ 地基增强站，开通即用',
      link: '/productSolution/services',
      theme: 'cors',
    },
    {
      id: 2,
      title: '北斗三号全频点接入',
      subtitle: '多星多频，收敛更快',
      link: '/productSolution/services/details/6',
      theme: 'satellites',
    },
  ],
  services: [
    { id: 6, name: 'Locate-CM', summary: '厘米级实时差分服务', serverType: 2, connectType: 1 },
    { id: 7, name: 'Locate-DM', summary: '亚米级实时差分服务', serverType: 1, connectType: 1 },
  ],
  hardware: [
    { id: 1, slug: 'lf-gnss', name: 'LF 高精度 GNSS 模块', category: 'GNSS 模块', summary: '双频' },
    { id: 2, slug: 'stib-imu', name: 'STIB 惯性测量单元', category: 'IMU', summary: '六轴' },
    { id: 3, slug: 't-box', name: 'T-BOX 车载终端', category: 'T-BOX', summary: '车规级' },
  ],
  news: [
    {
      id: 31,
      title: '星衡时空地基增强网络新增 200 座基准站',
      summary: '覆盖范围进一步扩大。',
      category: '公司新闻',
      source: '星衡时空',
      publishedAt: '2026-10-18',
    },
    {
      id: 30,
      title: '低空经济高精度定位白皮书发布',
      summary: '面向无人机物流与巡检。',
      category: '行业动态',
      source: '星衡时空',
      publishedAt: '2026-09-30',
    },
  ],
};
