import { ORION_SERVICE_ID, type ServiceProduct } from '@xingheng/shared';

/** One footer link: visible label and site path. */
export interface FooterLink {
  label: string;
  to: string;
}

/** One footer column: Chinese heading and its links. */
export interface FooterColumn {
  heading: string;
  links: FooterLink[];
}

/**
 * The Orion link (SPEC §2, §9): the service details page of id 8 when the service list contains
 * it, otherwise the dedicated `details_xc` page.
 * @param services the list from `GET /api/web/index/getServerProduct`
 */
export function orionPath(services: ServiceProduct[]): string {
  return services.some((service) => service.id === ORION_SERVICE_ID)
    ? `/productSolution/services/details/${ORION_SERVICE_ID}`
    : '/productSolution/services/details_xc';
}

/**
 * Every footer link of SPEC §2 "Footer", in five columns: 产品服务, 硬件产品, 行业方案, 关于我们,
 * 政策条款.
 * @param services the service list (decides the Orion link)
 * @returns the columns in display order
 */
export function footerColumns(services: ServiceProduct[]): FooterColumn[] {
  return [
    {
      heading: '产品服务',
      links: [
        { label: 'Locate-CM 厘米级定位', to: '/productSolution/services/details/6' },
        { label: 'Locate-DM 亚米级定位', to: '/productSolution/services/details/7' },
        { label: 'Orion 星基增强定位', to: orionPath(services) },
        { label: 'A-GNSS 辅助定位', to: '/productSolution/services/details_a_gnss' },
        { label: '时空专属平台', to: '/productSolution/services/details_platform' },
      ],
    },
    {
      heading: '硬件产品',
      links: [
        { label: 'GNSS 与 IMU 模组', to: '/productSolution?tab=2' },
        { label: 'T-BOX 车载终端', to: '/productSolution/hardware/t-box' },
        { label: 'P-BOX 高精度定位终端', to: '/productSolution/hardware/p-box' },
      ],
    },
    {
      heading: '行业方案',
      links: [
        { label: '智能驾驶', to: '/productSolution/solution/intelligentDriving' },
        { label: '共享出行', to: '/productSolution/solution/carpooling' },
        { label: '低空经济', to: '/productSolution/solution/lowAltitudeEconomy' },
        { label: '低速无人车', to: '/productSolution/solution/lowSpeedUnmannedVehicle' },
        { label: '更多方案', to: '/productSolution?tab=3' },
      ],
    },
    {
      heading: '关于我们',
      links: [
        { label: '公司介绍', to: '/aboutus' },
        { label: '新闻动态', to: '/news' },
        { label: '加入我们', to: '/aboutus/join' },
      ],
    },
    {
      heading: '政策条款',
      links: [
        { label: '隐私政策', to: '/support/details/9' },
        { label: '使用条款', to: '/support/details/10' },
      ],
    },
  ];
}
