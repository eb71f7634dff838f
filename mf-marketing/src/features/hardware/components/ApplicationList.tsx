import { Link } from '@xingheng/shared/router';
import type { HardwareApplication } from '../../../content/hardware';
import { SOLUTIONS } from '../../../content/solutions';
import { solutionPath } from '../../../paths';

/**
 * Where the product is used (hardware page "applications"): cards with an h3 and a sentence;
 * an application tied to an industry solution links to its page (`/productSolution/solution/{name}`).
 * @param items the record's 3–4 `applications`
 */
export function ApplicationList({ items }: { items: readonly HardwareApplication[] }) {
  return (
    <ul className={`mkt-grid mkt-grid--${items.length > 3 ? 4 : 3}`}>
      {items.map((item) => (
        <li key={item.title} className="mkt-card">
          <h3 className="mkt-card__title">{item.title}</h3>
          <p className="mkt-card__text">{item.text}</p>
          {item.solution && (
            <Link className="mkt-hw-more" to={solutionPath(item.solution)}>
              {SOLUTIONS[item.solution].title}解决方案
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
