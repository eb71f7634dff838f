import { SITE, type ServiceProduct } from '@xingheng/shared';
import { SectionError } from './SectionError';
import { ServiceCard } from './ServiceCard';

/**
 * The real-time correction services as a grid of `ServiceCard`s (SPEC §2 `/` and
 * `/productSolution/services`), with the states of the loader's list.
 * @param props.services the loader's list: `null` = the request failed (an inline error with
 *   重新加载), `[]` = none (a note with the sales phone), else one card per service
 * @param props.empty the note's opening when the list is empty, e.g. `暂无可展示的服务产品`; the
 *   note goes on with the phone (`SITE.phone`)
 * @returns the grid or the state (never throws)
 */
export function ServiceCardList({
  services,
  empty,
}: {
  services: ServiceProduct[] | null;
  empty: string;
}) {
  if (services === null) return <SectionError what="定位服务" />;
  if (services.length === 0) {
    return (
      <p className="mkt-empty">
        {empty}，欢迎致电 {SITE.phone} 咨询。
      </p>
    );
  }
  return (
    <ul className="mkt-grid mkt-grid--3">
      {services.map((s) => (
        <ServiceCard key={s.id} service={s} />
      ))}
    </ul>
  );
}
