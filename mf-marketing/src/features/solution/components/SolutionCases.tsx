import { Section } from '../../../components/Section';
import type { SolutionCase } from '../../../content/solutions';

/**
 * Customer cases of a solution ("cases"): customer, challenge and result per case.
 * Customers are anonymised.
 * @param cases the record's 1–2 cases
 */
export function SolutionCases({ cases }: { cases: readonly SolutionCase[] }) {
  return (
    <Section id="mkt-sol-cases" title="客户案例">
      <ul className="mkt-grid mkt-sol-grid--2">
        {cases.map((item) => (
          <li key={item.customer} className="mkt-card">
            <h3 className="mkt-card__title">{item.customer}</h3>
            <p className="mkt-sol-case__label">挑战</p>
            <p className="mkt-card__text">{item.challenge}</p>
            <p className="mkt-sol-case__label">成效</p>
            <p className="mkt-card__text">{item.result}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
