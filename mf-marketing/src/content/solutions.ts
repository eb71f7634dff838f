import type { PageEntry } from './pageEntry';

/**
 * Industry solutions as data (SPEC §2: the 13 routes under `/productSolution/solution/`). The home
 * page reads `title`, `summary`, `featured` and `icon`; the solution pages extend this record.
 */

/** Route names of the industry solutions, in the order of SPEC §2. */
export const SOLUTION_NAMES = [
  'carpooling',
  'deformationMonitoring',
  'farmingPrecision',
  'intelligentDriving',
  'lowAltitudeEconomy',
  'lowSpeedUnmannedVehicle',
  'popularApplication',
  'smartPort',
  'smartPublicSecurity',
  'smartTrafficManagement',
  'smartTrafficManagementV2x',
  'v2xPrecision',
  'vehicleMonitoring',
] as const;

/** One solution route name, e.g. `intelligentDriving`. */
export type SolutionName = (typeof SOLUTION_NAMES)[number];

/** Keys of the inline SVG icons in `components/SolutionIcon.tsx`. */
export type SolutionIconKey =
  | 'car'
  | 'bike'
  | 'drone'
  | 'robot'
  | 'tractor'
  | 'bridge'
  | 'phone'
  | 'port'
  | 'shield'
  | 'traffic'
  | 'antenna'
  | 'lane'
  | 'truck';

/**
 * An industry solution. `name` is the route name (`/productSolution/solution/{name}`), `title` the
 * Chinese name, `summary` one sentence, `featured` puts it on the home page.
 */
export interface Solution {
  name: SolutionName;
  title: string;
  summary: string;
  featured: boolean;
  icon: SolutionIconKey;
}

/** Every solution, keyed by route name (the record type makes all 13 required). */
export const SOLUTIONS: Readonly<Record<SolutionName, Solution>> = {
  carpooling: {
    name: 'carpooling',
    title: '共享出行',
    summary: '亚米级车道与停车点定位，规范共享单车、电单车定点停放，减少乱停乱放。',
    featured: true,
    icon: 'bike',
  },
  deformationMonitoring: {
    name: 'deformationMonitoring',
    title: '形变监测',
    summary: '毫米级静态解算持续监测桥梁、大坝与边坡位移，异常变化分钟级告警。',
    featured: true,
    icon: 'bridge',
  },
  farmingPrecision: {
    name: 'farmingPrecision',
    title: '精准农业',
    summary: '厘米级定位驱动农机自动导航与变量作业，播种、植保、收获行距更准。',
    featured: true,
    icon: 'tractor',
  },
  intelligentDriving: {
    name: 'intelligentDriving',
    title: '智能驾驶',
    summary: '车道级高精度定位与组合导航，为辅助驾驶与自动驾驶提供可信的绝对位置。',
    featured: true,
    icon: 'car',
  },
  lowAltitudeEconomy: {
    name: 'lowAltitudeEconomy',
    title: '低空经济',
    summary: '为无人机物流、巡检与城市空中交通提供厘米级定位与航路安全保障。',
    featured: true,
    icon: 'drone',
  },
  lowSpeedUnmannedVehicle: {
    name: 'lowSpeedUnmannedVehicle',
    title: '低速无人车',
    summary: '在园区、港区与末端配送场景中，让无人车在遮挡环境下依然稳定定位。',
    featured: true,
    icon: 'robot',
  },
  popularApplication: {
    name: 'popularApplication',
    title: '大众应用',
    summary: '面向手机与可穿戴设备的亚米级定位能力，提升导航、运动与出行体验。',
    featured: false,
    icon: 'phone',
  },
  smartPort: {
    name: 'smartPort',
    title: '智慧港口',
    summary: '为岸桥、场桥与集卡提供高精度定位，支撑港口自动化作业与集卡调度。',
    featured: false,
    icon: 'port',
  },
  smartPublicSecurity: {
    name: 'smartPublicSecurity',
    title: '智慧公安',
    summary: '警务终端与执法车辆高精度定位，提升指挥调度与现场处置效率。',
    featured: false,
    icon: 'shield',
  },
  smartTrafficManagement: {
    name: 'smartTrafficManagement',
    title: '智慧交管',
    summary: '车道级轨迹还原违法与事故现场，为交通管理提供精准的数据依据。',
    featured: false,
    icon: 'traffic',
  },
  smartTrafficManagementV2x: {
    name: 'smartTrafficManagementV2x',
    title: '车路协同交管',
    summary: '路侧单元与车载终端共享高精度位置，实现信号优先与路口碰撞预警。',
    featured: false,
    icon: 'antenna',
  },
  v2xPrecision: {
    name: 'v2xPrecision',
    title: 'V2X 高精度定位',
    summary: '为 C-V2X 车载终端提供车道级定位，满足前向碰撞与盲区预警的精度要求。',
    featured: false,
    icon: 'lane',
  },
  vehicleMonitoring: {
    name: 'vehicleMonitoring',
    title: '车辆监控',
    summary: '渣土车、危化品车等重点车辆的车道级轨迹监管，识别违规变道与超范围作业。',
    featured: false,
    icon: 'truck',
  },
};

/** All solutions in SPEC §2 order. */
export const SOLUTION_LIST: readonly Solution[] = SOLUTION_NAMES.map((name) => SOLUTIONS[name]);

/** The solutions shown on the home page, in SPEC §2 order. */
export const FEATURED_SOLUTIONS: readonly Solution[] = SOLUTION_LIST.filter((s) => s.featured);

/** The route of a solution page (SPEC §2), e.g. `/productSolution/solution/smartPort`. */
export function solutionPath(name: SolutionName): string {
  return `/productSolution/solution/${name}`;
}

/** Path of a solution page. */
export function solutionPagePath(name: SolutionName): string {
  return `/productSolution/solution/${name}`;
}

/** The solution pages as search/meta entries (title, summary as description). */
export const SOLUTION_PAGES: readonly PageEntry[] = SOLUTION_NAMES.map((name) => ({
  path: solutionPagePath(name),
  title: `${SOLUTIONS[name].title}解决方案`,
  description: SOLUTIONS[name].summary,
  keywords: [SOLUTIONS[name].title, name],
}));
