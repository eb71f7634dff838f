import { Link } from '@xingheng/shared/router';
import type { ServiceProduct } from '@xingheng/shared';
import { Section } from '../../../components/Section';
import { ServiceCardList } from '../../../components/ServiceCardList';
import { paths } from '../../../paths';

/**
 * The services section (SPEC §2 `/`, services of `getServerProduct`): a card per service with
 * name, summary, server type and connect type labels (SPEC §3 lookups), a details link and a
 * 免费试用 link.
 * @param services the loader's services (`null` = request failed: error state)
 */
export function ServicesSection({ services }: { services: ServiceProduct[] | null }) {
  return (
    <Section
      id="mkt-services"
      title="高精度定位服务"
      lead="厘米级与亚米级实时改正数据，NTRIP 或 SDK 接入，开通即用。"
      extra={<Link to={paths.services}>全部服务</Link>}
    >
      <ServiceCardList services={services} empty="暂无可展示的服务产品" />
    </Section>
  );
}
