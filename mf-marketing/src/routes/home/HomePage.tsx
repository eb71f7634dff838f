import { useLoaderData } from '@xingheng/shared/router';
import { PageMeta } from '@xingheng/shared/ui';
import { ContactBand } from '../../features/home/components/ContactBand';
import { HardwareSection } from '../../features/home/components/HardwareSection';
import { HomeHero } from '../../features/home/components/HomeHero';
import { KeyFigures } from '../../features/home/components/KeyFigures';
import { NewsTeaser } from '../../features/home/components/NewsTeaser';
import { ServicesSection } from '../../features/home/components/ServicesSection';
import { SolutionsSection } from '../../features/home/components/SolutionsSection';
import type { HomeData } from './homeLoader';

/** Meta description of the home page. */
export const HOME_DESCRIPTION =
  '星衡时空：覆盖全国的地基增强网络，提供厘米级与亚米级 GNSS 高精度定位服务、GNSS/IMU 硬件，以及智能驾驶、低空经济、共享出行等行业解决方案。';

/**
 * The home page `/` (SPEC §2): hero carousel, key figures, services, hardware, solutions, news
 * teaser and contact band. Reads `HomeData` from the route loader; a section whose data is `null`
 * shows its own error state.
 */
export function HomePage() {
  const data = useLoaderData<HomeData>();
  return (
    <>
      <PageMeta description={HOME_DESCRIPTION} />
      <HomeHero banners={data.banners} />
      <KeyFigures />
      <ServicesSection services={data.services} />
      <HardwareSection hardware={data.hardware} />
      <SolutionsSection solutions={data.solutions} />
      <NewsTeaser news={data.news} />
      <ContactBand />
    </>
  );
}
