import type { Insertable } from 'kysely';
import type { BannerTable, HardwareTable, ServiceTable } from '../types';

/** Correction services (ids 6, 7, 8 are linked from the footer, SPEC §2 and §9). */
export const serviceSeed: ServiceTable[] = [
  {
    id: 6,
    name: 'Locate-CM 厘米级高精度定位服务',
    summary:
      '基于全国连续运行参考站网的 RTK 差分改正服务，水平精度优于 2 厘米，秒级收敛，适用于测绘、驾驶与机械控制。',
    server_type: 2,
    connect_type: 1,
    sort_order: 1,
  },
  {
    id: 7,
    name: 'Locate-DM 亚米级高精度定位服务',
    summary:
      '面向车道级导航与资产追踪的 RTD 差分服务，单频终端即可获得亚米级精度，按终端数量灵活计费。',
    server_type: 1,
    connect_type: 1,
    sort_order: 2,
  },
  {
    id: 8,
    name: 'Orion 星基增强全球服务',
    summary:
      '通过卫星播发 PPP-RTK 改正数，无需移动网络也能在海洋、边境与偏远地区获得厘米级到分米级定位。',
    server_type: 2,
    connect_type: 1,
    sort_order: 3,
  },
];

/** Home-page banners (SPEC §7 `getIndexBanner`). */
export const bannerSeed: BannerTable[] = [
  {
    id: 1,
    title: '厘米级定位，全国一张网',
    subtitle: '3000 余座参考站覆盖全国，Locate-CM 服务 7×24 小时稳定播发差分改正数',
    link: '/productSolution/services/details/6',
    theme: 'blue',
    sort_order: 1,
  },
  {
    id: 2,
    title: 'Orion 星基增强全新上线',
    subtitle: '卫星直接播发改正数，海上、山区与无网络区域同样可用',
    link: '/productSolution/services/details/8',
    theme: 'indigo',
    sort_order: 2,
  },
  {
    id: 3,
    title: '智能驾驶高精度定位方案',
    subtitle: 'GNSS + IMU 组合导航与车规级模组，助力 L2+ 辅助驾驶量产落地',
    link: '/productSolution/solution/intelligentDriving',
    theme: 'teal',
    sort_order: 3,
  },
];

/** Hardware products; `slug` is the route name under /productSolution/hardware/ (SPEC §2). */
export const hardwareSeed: Insertable<HardwareTable>[] = [
  {
    id: 1,
    slug: 'lf-gnss',
    price_cents: 19900,
    name: 'LF-GNSS 高精度定位模组',
    category: 'GNSS',
    summary: '双频多系统 RTK 模组，尺寸 16×12 毫米，适合无人机、割草机器人与穿戴设备。',
    sort_order: 1,
  },
  {
    id: 2,
    slug: 'lh-gnss',
    price_cents: 69900,
    name: 'LH-GNSS 多频多系统RTK模组',
    category: 'GNSS',
    summary: '支持北斗三号、GPS、Galileo、GLONASS 全频点，内置 RTK 引擎，测量型精度。',
    sort_order: 2,
  },
  {
    id: 3,
    slug: 'lk-gnss',
    price_cents: 39900,
    name: 'LK-GNSS 车规级定位模组',
    category: 'GNSS',
    summary: '通过 AEC-Q100 认证，面向前装量产的车道级定位模组，支持功能安全设计。',
    sort_order: 3,
  },
  {
    id: 4,
    slug: 'p-box',
    price_cents: 298000,
    name: 'P-BOX 定位终端',
    category: '终端',
    summary: '即插即用的高精度定位终端，内置 4G 通信与差分账号，十分钟完成部署。',
    sort_order: 4,
  },
  {
    id: 5,
    slug: 'stib-imu',
    price_cents: 158000,
    name: 'STIB-IMU 惯性测量单元',
    category: 'IMU',
    summary: '六轴 MEMS 惯性测量单元，出厂全温标定，陀螺零偏稳定性优于 3°/h。',
    sort_order: 5,
  },
  {
    id: 6,
    slug: 'stic-imu',
    price_cents: 98000,
    name: 'STIC-IMU 组合导航单元',
    category: 'IMU',
    summary: 'GNSS/INS 紧组合导航单元，隧道与城市峡谷中持续输出连续可靠的位置与姿态。',
    sort_order: 6,
  },
  {
    id: 7,
    slug: 't-box',
    price_cents: 368000,
    name: 'T-BOX 车载通信终端',
    category: '终端',
    summary: '集成高精度定位与 4G/5G 通信的车载终端，支持远程诊断、OTA 与车路协同。',
    sort_order: 7,
  },
];
