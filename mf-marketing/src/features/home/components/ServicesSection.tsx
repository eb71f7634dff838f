import { Tag } from 'antd';
import { Link } from 'react-router';
import { CONNECT_TYPE, labelOf, SERVER_TYPE, SITE, type ServiceProduct } from '@xingheng/shared';
import { Section } from '../../../components/Section';
import { SectionError } from '../../../components/SectionError';

/** The details page of a service (SPEC §2 `/productSolution/services/details/{id?}`). */
export function serviceDetailsPath(id: number): string {
  return `/productSolution/services/details/${id}`;
}

/** The free-trial page of a service (SPEC §2 `/productSolution/services/tryout/{id?}`). */
export function serviceTryoutPath(id: number): string {
  return `/productSolution/services/tryout/${id}`;
}

function ServiceCard({ service }: { service: ServiceProduct }) {
  return (
    <li className="mkt-card">
      <h3 className="mkt-card__title">{service.name}</h3>
      <div className="mkt-card__tags">
        <Tag color="blue">{labelOf(SERVER_TYPE, service.serverType)}</Tag>
        <Tag>{labelOf(CONNECT_TYPE, service.connectType)}</Tag>
      </div>
      <p className="mkt-card__text">{service.summary}</p>
      <div className="mkt-card__actions">
        <Link to={serviceDetailsPath(service.id)} aria-label={`了解详情：${service.name}`}>
          了解详情
        </Link>
        <Link
          className="mkt-button"
          to={serviceTryoutPath(service.id)}
          aria-label={`免费试用：${service.name}`}
        >
          免费试用
        </Link>
      </div>
    </li>
  );
}

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
      extra={<Link to="/productSolution/services">全部服务</Link>}
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
