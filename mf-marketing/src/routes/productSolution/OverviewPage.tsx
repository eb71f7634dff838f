import { useLoaderData } from '@xingheng/shared/router';
import { LAYOUT } from '@xingheng/shared';
import { PageMeta } from '@xingheng/shared/ui';
import { pageEntry } from '../../content/staticPages';
import { ProductTabs } from '../../features/productTabs/components/ProductTabs';
import { ServiceCatalog } from '../../features/services/components/ServiceCatalog';
import { ServiceHero } from '../../features/services/components/ServiceHero';
import type { ServiceListData } from './serviceListLoader';
import { paths } from '../../paths';

/**
 * `/productSolution` (SPEC §2): h1 产品与解决方案 and three tabs that follow `?tab=`
 * (1 or none services, 2 hardware, 3 solutions). Reads `ServiceListData` from the route loader
 * and composes the tabs with the service catalogue of the services feature.
 */
export function OverviewPage() {
  const { services } = useLoaderData<ServiceListData>();
  return (
    <>
      <PageMeta {...pageEntry(paths.productSolution)} />
      <ServiceHero
        title="产品与解决方案"
        lead="从实时厘米级改正数据到定位硬件，再到覆盖 13 个行业的解决方案，一站式获取可落地的高精度位置能力。"
        trail={[{ title: '产品与解决方案' }]}
      />
      <div className="mkt-band">
        <div className="mkt-container" style={{ maxWidth: LAYOUT.contentWidth }}>
          <ProductTabs servicesTab={<ServiceCatalog services={services} />} />
        </div>
      </div>
    </>
  );
}
