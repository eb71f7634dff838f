/** A menu item of the seed, nested as it is shown (SPEC §2 header menu, up to three levels). */
export interface MenuSeed {
  id: number;
  name: string;
  url: string;
  tag?: string;
  children?: MenuSeed[];
}

const services: MenuSeed[] = [
  { id: 211, name: 'Locate-CM 厘米级', url: '/productSolution/services/details/6', tag: 'HOT' },
  { id: 212, name: 'Locate-DM 亚米级', url: '/productSolution/services/details/7' },
  { id: 213, name: 'Orion 星基增强', url: '/productSolution/services/details/8', tag: 'NEW' },
  { id: 214, name: '辅助定位 A-GNSS', url: '/productSolution/services/details_a_gnss' },
  { id: 215, name: '时空数据平台', url: '/productSolution/services/details_platform' },
  { id: 216, name: 'PPK 后处理', url: '/productSolution/services/ppk' },
];

const hardware: MenuSeed[] = [
  { id: 221, name: 'LF-GNSS 高精度定位模组', url: '/productSolution/hardware/lf-gnss' },
  { id: 222, name: 'LH-GNSS 多频多系统RTK模组', url: '/productSolution/hardware/lh-gnss' },
  { id: 223, name: 'LK-GNSS 车规级定位模组', url: '/productSolution/hardware/lk-gnss' },
  { id: 224, name: 'P-BOX 定位终端', url: '/productSolution/hardware/p-box' },
  { id: 225, name: 'STIB-IMU 惯性测量单元', url: '/productSolution/hardware/stib-imu' },
  { id: 226, name: 'STIC-IMU 组合导航单元', url: '/productSolution/hardware/stic-imu' },
  { id: 227, name: 'T-BOX 车载通信终端', url: '/productSolution/hardware/t-box' },
];

/** Solution route names (SPEC §2) with their Chinese menu names and optional tags. */
const solutions: Array<[string, string, string?]> = [
  ['intelligentDriving', '智能驾驶', 'HOT'],
  ['carpooling', '共享出行'],
  ['lowAltitudeEconomy', '低空经济'],
  ['lowSpeedUnmannedVehicle', '低速无人车'],
  ['v2xPrecision', 'V2X 高精度定位'],
  ['vehicleMonitoring', '车辆监管'],
  ['smartTrafficManagement', '智慧交管'],
  ['smartTrafficManagementV2x', '车路协同交管', '试点'],
  ['smartPublicSecurity', '智慧公安'],
  ['smartPort', '智慧港口'],
  ['deformationMonitoring', '形变监测'],
  ['farmingPrecision', '精准农业'],
  ['popularApplication', '大众应用'],
];

/** The header menu as seeded: six top items, products three levels deep. */
export const menuSeed: MenuSeed[] = [
  { id: 1, name: '首页', url: '/' },
  {
    id: 2,
    name: '产品服务',
    url: '/productSolution',
    children: [
      { id: 21, name: '高精度定位服务', url: '/productSolution/services', children: services },
      { id: 22, name: '硬件产品', url: '/productSolution?tab=2', children: hardware },
    ],
  },
  {
    id: 3,
    name: '行业解决方案',
    url: '/productSolution?tab=3',
    tag: 'HOT',
    children: solutions.map(([route, name, tag], index) => ({
      id: 31 + index,
      name,
      url: `/productSolution/solution/${route}`,
      ...(tag ? { tag } : {}),
    })),
  },
  { id: 4, name: '新闻资讯', url: '/news', tag: 'NEW' },
  {
    id: 5,
    name: '支持与服务',
    url: '/support',
    children: [
      { id: 51, name: '隐私政策', url: '/support/details/9' },
      { id: 52, name: '用户协议', url: '/support/details/10' },
      { id: 53, name: '电离层监测', url: '/support/iono' },
    ],
  },
  {
    id: 6,
    name: '关于我们',
    url: '/aboutus',
    children: [
      { id: 61, name: '公司介绍', url: '/aboutus' },
      { id: 62, name: '加入我们', url: '/aboutus/join', tag: 'NEW' },
      { id: 63, name: '合作伙伴', url: '/partner' },
    ],
  },
];
