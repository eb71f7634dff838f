import type { Solution } from '../content/solutions';
import { solutionPath } from '../paths';
import type { LinkCard } from './LinkCardGrid';
import { SolutionIcon } from './SolutionIcon';

/** What a solution card shows of its record (the home page gets only this, from its loader). */
export type SolutionCardData = Pick<Solution, 'name' | 'title' | 'summary' | 'icon'>;

/**
 * The card fields of solution records, as plain data.
 * @param solutions records of `content/solutions`
 * @returns `{ name, title, summary, icon }` of each, in the same order
 */
export function solutionCardData(solutions: readonly Solution[]): SolutionCardData[] {
  return solutions.map(({ name, title, summary, icon }) => ({ name, title, summary, icon }));
}

/**
 * Solution records as cards of a `LinkCardGrid`: the record's icon, title and summary, linking to
 * `/productSolution/solution/{name}` (SPEC §2).
 * @param solutions records of `content/solutions`, or their `SolutionCardData`
 * @returns one card each, in the same order
 */
export function solutionCards(solutions: readonly SolutionCardData[]): LinkCard[] {
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
