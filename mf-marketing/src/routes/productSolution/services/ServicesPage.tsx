import { Link, useLoaderData } from '@xingheng/shared/router';
import { LAYOUT } from '@xingheng/shared';
import { PageMeta } from '@xingheng/shared/ui';
import { pageEntry } from '../../../content/staticPages';
import { ContactCta } from '../../../features/services/components/ContactCta';
import { ServiceCatalog } from '../../../features/services/components/ServiceCatalog';
import { ServiceComparison } from '../../../features/services/components/ServiceComparison';
import { ServiceHero } from '../../../features/services/components/ServiceHero';
import type { ServiceListData } from '../serviceListLoader';
import { paths, productTabPath } from '../../../paths';

/**
 * `/productSolution/services` (SPEC §2): every service (API list plus A-GNSS, platform, PPK and
 * Orion's static page when id 8 is not listed), a comparison of Locate-CM / Locate-DM / Orion, and
 * a contact band. Reads `ServiceListData` from the route loader.
 */
export function ServicesPage() {
  const { services } = useLoaderData<ServiceListData>();
  return (
    <>
      <PageMeta {...pageEntry(paths.services)} />
      <ServiceHero
        title="高精度定位服务"
        lead="依托全国 3,000 多座地基增强站与全球监测站网，提供厘米级、亚米级实时改正数据，以及星基增强、辅助定位和后处理服务。"
        trail={[
          { title: '产品与解决方案', to: paths.productSolution },
          { title: '高精度定位服务' },
        ]}
      />
      <div className="mkt-band">
        <div className="mkt-container" style={{ maxWidth: LAYOUT.contentWidth }}>
          <ServiceCatalog services={services} />
        </div>
      </div>
      <ServiceComparison services={services} />
      <ContactCta
        title="不确定选哪项服务？"
        text="告诉我们您的终端、作业区域和精度要求，方案工程师会在一个工作日内给出选型建议与测试账号。"
        actions={
          <Link className="mkt-button mkt-button--ghost mkt-button--large" to={productTabPath('2')}>
            查看配套硬件
          </Link>
        }
      />
    </>
  );
}
