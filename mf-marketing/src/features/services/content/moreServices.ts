import { paths } from '../../../paths';

/**
 * The service pages that are not rows of the service API (SPEC §2): A-GNSS, the spatio-temporal
 * platform and PPK, listed on `/productSolution` and `/productSolution/services`.
 */
export interface MoreServiceEntry {
  key: 'aGnss' | 'platform' | 'ppk';
  title: string;
  tag: string;
  summary: string;
  path: string;
}

/** A-GNSS, platform and PPK entries, in display order. */
export const MORE_SERVICES: readonly MoreServiceEntry[] = [
  {
    key: 'aGnss',
    title: 'A-GNSS 辅助定位',
    tag: '快速首次定位',
    summary: '下发星历、历书与参考位置，冷启动首次定位时间从约 30 秒缩短到 5 秒以内。',
    path: paths.detailsAGnss,
  },
  {
    key: 'platform',
    title: '时空数据平台',
    tag: '平台服务',
    summary: '位置接入、轨迹存储与回放、电子围栏与坐标转换，支持私有化部署。',
    path: paths.detailsPlatform,
  },
  {
    key: 'ppk',
    title: 'PPK 后处理服务',
    tag: '后处理',
    summary: '上传 RINEX 观测数据，基于 CORS 网络解算，获得厘米级轨迹与点位成果。',
    path: paths.ppk,
  },
];
