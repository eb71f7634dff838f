import type { ReactNode } from 'react';
import { Link } from '@xingheng/shared/router';
import './marketing.css';

/** One card of a {@link LinkCardGrid}. */
export interface LinkCard {
  /** React key, unique in the grid (a slug, a name or an id). */
  key: string | number;
  /** Where the card leads: an in-site path. */
  to: string;
  /** The card's h3, the link's accessible name. */
  title: string;
  /** One or two sentences under the title. */
  text: string;
  /** An illustration above the title (our own SVG), decorative. */
  visual?: ReactNode;
  /** Tags or a short line between the title and the text. */
  meta?: ReactNode;
}

/**
 * A grid of whole-card links (the solution, hardware and "more services" cards of the
 * home page, `/productSolution` tabs, the solution list and related products). The title's link
 * stretches over the card, so the whole card is clickable and keyboard users meet one link per
 * card. The grid is one column at 375px and `columns` wide from 1024px.
 * @param props.cards the cards, in order
 * @param props.columns 3 or 4 columns on wide screens; default 3
 */
export function LinkCardGrid({
  cards,
  columns = 3,
}: {
  cards: readonly LinkCard[];
  columns?: 3 | 4;
}) {
  return (
    <ul className={`mkt-grid mkt-grid--${columns}`}>
      {cards.map((card) => (
        <li key={card.key} className="mkt-card mkt-card--stretch">
          {card.visual}
          <h3 className="mkt-card__title">
            <Link className="mkt-stretched-link" to={card.to}>
              {card.title}
            </Link>
          </h3>
          {card.meta}
          <p className="mkt-card__text">{card.text}</p>
        </li>
      ))}
    </ul>
  );
}
