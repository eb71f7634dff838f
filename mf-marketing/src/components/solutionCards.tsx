import type { Solution } from '../content/solutions';
import { solutionPath } from '../paths';
import type { LinkCard } from './LinkCardGrid';
import { SolutionIcon } from './SolutionIcon';

/**
 * Solution records as cards of a `LinkCardGrid`: the record's icon, title and summary, linking to
 * `/productSolution/solution/{name}` (SPEC §2).
 * @param solutions records of `content/solutions`
 * @returns one card each, in the same order
 */
export function solutionCards(solutions: readonly Solution[]): LinkCard[] {
  return solutions.map((s) => ({
    key: s.name,
    to: solutionPath(s.name),
    title: s.title,
    text: s.summary,
    visual: (
      <span className="mkt-card__icon">
        <SolutionIcon icon={s.icon} />
      </span>
    ),
  }));
}
