import { Chip } from './Chip';
import { Link } from '@xingheng/shared/router';
import {
  CONNECT_TYPE,
  labelOf,
  SERVER_TYPE,
  serviceDetailsPath,
  tryoutPath,
  type ServiceProduct,
} from '@xingheng/shared';
import './marketing.css';

/**
 * One real-time correction service as a card (SPEC §2 `/` and `/productSolution/services`): an h3
 * with the name, server type and connect type labels (SPEC §3 lookups), the summary, a 了解详情
 * link to `/productSolution/services/details/{id}` and a 免费试用 link to
 * `/productSolution/services/tryout/{id}`. Renders an `li`, so it belongs in a `ul`.
 * @param props.service a service of `getServerProduct`
 */
export function ServiceCard({ service }: { service: ServiceProduct }) {
  return (
    <li className="mkt-card">
      <h3 className="mkt-card__title">{service.name}</h3>
      <div className="mkt-card__tags">
        <Chip tone="blue">{labelOf(SERVER_TYPE, service.serverType)}</Chip>
        <Chip>{labelOf(CONNECT_TYPE, service.connectType)}</Chip>
      </div>
      <p className="mkt-card__text">{service.summary}</p>
      <div className="mkt-card__actions">
        <Link to={serviceDetailsPath(service.id)} aria-label={`了解详情：${service.name}`}>
          了解详情
        </Link>
        <Link
          className="mkt-button"
          to={tryoutPath(service.id)}
          aria-label={`免费试用：${service.name}`}
        >
          免费试用
        </Link>
      </div>
    </li>
  );
}
