import { Link } from 'react-router';
import { SITE, type ServiceProduct } from '@xingheng/shared';
import { Section } from '../../../components/Section';
import { SectionError } from '../../../components/SectionError';
import { ServiceCard } from '../../../components/ServiceCard';
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
      {services === null && <SectionError what="定位服务" />}
      {services?.length === 0 && (
        <p className="mkt-empty">暂无可展示的服务产品，欢迎致电 {SITE.phone} 咨询。</p>
      )}
      {services && services.length > 0 && (
        <ul className="mkt-grid mkt-grid--3">
          {services.map((s) => (
            <ServiceCard key={s.id} service={s} />
          ))}
        </ul>
      )}
    </Section>
  );
}
