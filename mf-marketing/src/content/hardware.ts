import type { PageEntry } from './pageEntry';

/**
 * GNSS and IMU hardware as data (SPEC §2: the 7 routes under `/productSolution/hardware/`), one
 * record per product rendered by one template. Specification figures are illustrative.
 */

/** Route names of the hardware pages, in the order of SPEC §2. */
export const HARDWARE_SLUGS = [
  'lf-gnss',
  'lh-gnss',
  'lk-gnss',
  'p-box',
  'stib-imu',
  'stic-imu',
  't-box',
] as const;

/** One hardware route name, e.g. `t-box`. */
export type HardwareSlug = (typeof HARDWARE_SLUGS)[number];

/** A hardware product page record (the hardware issue-#3 helper extends this type). */
export interface Hardware {
  slug: HardwareSlug;
  name: string;
  category: 'GNSS' | 'IMU' | '终端';
  summary: string;
}

/** Every hardware product, keyed by slug. */
export const HARDWARE: Readonly<Record<HardwareSlug, Hardware>> = {
  'lf-gnss': {
    slug: 'lf-gnss',
    name: 'LF-GNSS 高精度定位模组',
    category: 'GNSS',
    summary: '双频多系统 RTK 模组，尺寸 16×12 毫米，适合无人机、测绘和机器人等轻量设备。',
  },
  'lh-gnss': {
    slug: 'lh-gnss',
    name: 'LH-GNSS 多频多系统RTK模组',
    category: 'GNSS',
    summary: '全系统全频点 RTK 模组，支持北斗三号、GPS、Galileo、GLONASS，适合测量型终端。',
  },
  'lk-gnss': {
    slug: 'lk-gnss',
    name: 'LK-GNSS 车规级定位模组',
    category: 'GNSS',
    summary: '通过 AEC-Q100 认证的车规级定位模组，面向前装车道级导航与智能驾驶。',
  },
  'p-box': {
    slug: 'p-box',
    name: 'P-BOX 定位终端',
    category: '终端',
    summary: '即插即用的高精度定位终端，内置 4G 通信与差分账号，十分钟完成部署。',
  },
  'stib-imu': {
    slug: 'stib-imu',
    name: 'STIB-IMU 惯性测量单元',
    category: 'IMU',
    summary: '六轴 MEMS 惯性测量单元，出厂全温标定，为组合导航提供稳定的姿态与加速度数据。',
  },
  'stic-imu': {
    slug: 'stic-imu',
    name: 'STIC-IMU 组合导航单元',
    category: 'IMU',
    summary: 'GNSS/INS 紧组合导航单元，隧道、城市峡谷中持续输出连续可靠的位置与姿态。',
  },
  't-box': {
    slug: 't-box',
    name: 'T-BOX 车载通信终端',
    category: '终端',
    summary: '集成高精度定位与 4G/5G 通信的车载终端，支持远程诊断、OTA 与车路协同。',
  },
};

/** Path of a hardware page. */
export function hardwarePagePath(slug: HardwareSlug): string {
  return `/productSolution/hardware/${slug}`;
}

/** The hardware pages as search/meta entries. */
export const HARDWARE_PAGES: readonly PageEntry[] = HARDWARE_SLUGS.map((slug) => ({
  path: hardwarePagePath(slug),
  title: HARDWARE[slug].name,
  description: HARDWARE[slug].summary,
  keywords: [slug.toUpperCase(), HARDWARE[slug].category],
}));
