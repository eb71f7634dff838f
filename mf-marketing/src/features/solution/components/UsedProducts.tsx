import { Link } from '@xingheng/shared/router';
import { Section } from '../../../components/Section';
import type { HardwareSlug } from '../../../content/routeNames';
import type { Solution } from '../../../content/solutions/types';
import { hardwarePath, serviceDetailsPath } from '../../../paths';
import { SOLUTION_SERVICE_NAMES } from '../serviceLinks';

/** The name and category (`HARDWARE[slug]`) of each hardware product a solution uses. */
export type UsedHardware = Partial<Record<HardwareSlug, { name: string; category: string }>>;

interface ProductCard {
  key: string;
  kind: string;
  name: string;
  reason: string;
  to: string;
}

/**
 * The services and hardware a solution uses ("the services and hardware it uses", linked): one card per item with the reason, linking to
 * `/productSolution/services/details/{id}` or the hardware page.
 * @param solution the page's record
 * @param hardware the names of the hardware it uses (from the page's loader, so the page's code
 *   carries no hardware records); a slug missing here shows the slug
 */
export function UsedProducts({
  solution,
  hardware,
}: {
  solution: Solution;
  hardware: UsedHardware;
}) {
  const cards: ProductCard[] = [
    ...solution.services.map((s) => ({
      key: `service-${s.id}`,
      kind: '定位服务',
      name: SOLUTION_SERVICE_NAMES[s.id],
      reason: s.reason,
      to: serviceDetailsPath(s.id),
    })),
    ...solution.hardware.map((h) => ({
      key: `hardware-${h.slug}`,
      kind: `${hardware[h.slug]?.category ?? ''} 硬件`.trim(),
      name: hardware[h.slug]?.name ?? h.slug,
      reason: h.reason,
      to: hardwarePath(h.slug),
    })),
  ];
  return (
    <Section
      id="mkt-sol-products"
      title="使用的服务与硬件"
      lead="服务与硬件可按项目需要组合，解决方案工程师会协助完成选型与联调。"
    >
      <ul className="mkt-grid mkt-grid--3">
        {cards.map((card) => (
          <li key={card.key} className="mkt-card mkt-card--stretch">
            <p className="mkt-card__meta">{card.kind}</p>
            <h3 className="mkt-card__title">
              <Link className="mkt-stretched-link" to={card.to}>
                {card.name}
              </Link>
            </h3>
            <p className="mkt-card__text">{card.reason}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
