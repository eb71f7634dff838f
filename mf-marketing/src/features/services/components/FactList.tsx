import type { Fact } from '../content/types';

/**
 * Labelled figures as a responsive grid of tiles (`<dl>`), e.g. accuracy, convergence, TTFF.
 * @param facts label/value pairs, shown in order
 */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className="mkt-svc-facts">
      {facts.map((fact) => (
        <div key={fact.label} className="mkt-svc-facts__item">
          <dt className="mkt-svc-facts__label">{fact.label}</dt>
          <dd className="mkt-svc-facts__value">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
