import {
  hardwarePath,
  LINKS,
  orionPath,
  productTabPath,
  serviceDetailsPath,
  solutionPath,
  type ServiceProduct,
} from '@xingheng/shared';

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
 * Every footer link of SPEC §2 "Footer", in five columns: 产品服务, 硬件产品, 行业方案, 关于我们,
 * 政策条款. The paths are the site's cross-remote links (`LINKS` and the link builders of
 * `@xingheng/shared`).
 * @param services the service list (decides the Orion link)
 * @returns the columns in display order
 */
export function footerColumns(services: ServiceProduct[]): FooterColumn[] {
  return [
    {
      heading: '产品服务',
      links: [
        { label: 'Locate-CM 厘米级定位', to: serviceDetailsPath(6) },
        { label: 'Locate-DM 亚米级定位', to: serviceDetailsPath(7) },
        { label: 'Orion 星基增强定位', to: orionPath(services.map((service) => service.id)) },
        { label: 'A-GNSS 辅助定位', to: LINKS.detailsAGnss },
        { label: '时空专属平台', to: LINKS.detailsPlatform },
      ],
    },
    {
      heading: '硬件产品',
      links: [
        { label: 'GNSS 与 IMU 模组', to: productTabPath('2') },
        { label: 'T-BOX 车载终端', to: hardwarePath('t-box') },
        { label: 'P-BOX 高精度定位终端', to: hardwarePath('p-box') },
      ],
    },
    {
      heading: '行业方案',
      links: [
        { label: '智能驾驶', to: solutionPath('intelligentDriving') },
        { label: '共享出行', to: solutionPath('carpooling') },
        { label: '低空经济', to: solutionPath('lowAltitudeEconomy') },
        { label: '低速无人车', to: solutionPath('lowSpeedUnmannedVehicle') },
        { label: '更多方案', to: productTabPath('3') },
      ],
    },
    {
      heading: '关于我们',
      links: [
        { label: '公司介绍', to: LINKS.aboutus },
        { label: '新闻动态', to: LINKS.news },
        { label: '加入我们', to: LINKS.join },
      ],
    },
    {
      heading: '政策条款',
      links: [
        { label: '隐私政策', to: LINKS.privacyPolicy },
        { label: '使用条款', to: LINKS.termsOfUse },
      ],
    },
  ];
}
