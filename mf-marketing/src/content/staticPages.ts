import { paths } from '../paths';
import type { PageEntry } from './pageEntry';

/**
 * Titles, descriptions and search keywords of the marketing pages that are not generated from
 * records. Each page renders `<PageMeta {...pageEntry(path)} />` from here, and the
 * site search indexes the same entries: one source for both.
 */
export const STATIC_PAGES = [
  {
    path: paths.aboutus,
    title: '关于我们',
    description:
      '星衡时空是专注北斗/GNSS 高精度定位的时空信息服务商，提供厘米级与亚米级定位服务、GNSS/IMU 硬件与行业解决方案。',
    keywords: ['公司介绍', '发展历程', '资质荣誉', '联系方式', '星衡时空'],
  },
  {
    path: paths.join,
    title: '加入我们',
    description:
      '星衡时空社会招聘：算法、软件、硬件、产品与销售岗位，按城市与职位类别筛选并在线投递。',
    keywords: ['招聘', '社会招聘', '职位', '工作机会', '简历'],
  },
  {
    path: paths.dayiJoin,
    title: '校园招聘',
    description:
      '星衡时空“北斗星火”校园招聘计划：面向应届毕业生的算法、软件与硬件岗位，含导师制培养。',
    keywords: ['校园招聘', '校招', '应届生', '实习', '管培生'],
  },
  {
    path: paths.indexen,
    title: 'About Xingheng Spacetime',
    description:
      'Xingheng Spacetime provides centimetre- and sub-metre-level GNSS correction services, GNSS/IMU hardware and industry solutions.',
    keywords: ['English', 'company profile', 'GNSS', 'RTK', 'PPP-RTK'],
  },
  {
    path: paths.partner,
    title: '合作伙伴',
    description:
      '加入星衡时空合作伙伴计划：渠道分销、系统集成、技术合作与行业共建，提交合作意向后专人联系。',
    keywords: ['合作', '渠道', '代理', '集成商', '生态伙伴'],
  },
  {
    path: paths.productSolution,
    title: '产品与解决方案',
    description: '高精度定位服务、GNSS 与 IMU 硬件、行业解决方案一览。',
    keywords: ['产品', '服务', '硬件', '方案'],
  },
  {
    path: paths.services,
    title: '高精度定位服务',
    description:
      'Locate-CM 厘米级、Locate-DM 亚米级、Orion 星基增强、A-GNSS 辅助定位与 PPK 后处理服务。',
    keywords: ['RTK', '差分', 'NTRIP', '定位服务', '厘米级', '亚米级'],
  },
  {
    path: paths.ppk,
    title: 'PPK 后处理服务',
    description: '上传原始观测数据，基于参考站网络进行后处理动态解算，获得厘米级轨迹与点位成果。',
    keywords: ['PPK', '后处理', '航测', '无人机', 'RINEX'],
  },
  {
    path: paths.detailsAGnss,
    title: 'A-GNSS 辅助定位',
    description: '下发星历、历书与粗略位置，帮助终端将冷启动首次定位时间缩短到数秒。',
    keywords: ['A-GNSS', 'AGNSS', '辅助定位', '星历', 'TTFF', '冷启动'],
  },
  {
    path: paths.detailsPlatform,
    title: '时空数据平台',
    description:
      '面向行业的专属时空数据平台：位置数据接入、轨迹管理、电子围栏与坐标转换，支持私有化部署。',
    keywords: ['时空平台', '轨迹', '电子围栏', '坐标转换', '私有化'],
  },
  {
    path: paths.detailsXc,
    title: 'Orion 星基增强服务',
    description:
      '通过卫星播发 PPP-RTK 改正数，无需移动网络即可在海洋、边远地区获得亚米到厘米级定位。',
    keywords: ['Orion', '星基增强', 'PPP-RTK', 'L 波段', '海洋'],
  },
  {
    path: paths.solutions,
    title: '行业解决方案',
    description: '智能驾驶、低空经济、共享出行、智慧港口等 13 个行业的高精度定位解决方案。',
    keywords: ['解决方案', '行业应用'],
  },
  {
    path: paths.news,
    title: '新闻资讯',
    description: '星衡时空公司新闻、产品发布与行业动态。',
    keywords: ['新闻', '动态', '发布'],
  },
] as const satisfies readonly PageEntry[];

/** A path of `STATIC_PAGES`. */
export type StaticPagePath = (typeof STATIC_PAGES)[number]['path'];

/**
 * The entry of a static page, for its `<PageMeta title description />`.
 * @param path one of `STATIC_PAGES`' paths, e.g. `paths.partner` (checked at compile time)
 */
export function pageEntry(path: StaticPagePath): PageEntry {
  const entry = STATIC_PAGES.find((page) => page.path === path);
  if (!entry) throw new Error(`未登记的页面：${path}`);
  return { ...entry, keywords: [...entry.keywords] };
}
