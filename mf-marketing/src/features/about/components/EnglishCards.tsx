import type { EnglishCard } from '../englishContent';

/**
 * A grid of titled cards on the English page (`/aboutus/indexen`).
 * @param cards the cards (title as h3, optional `meta` line, text)
 * @param columns 3 or 4 on desktop (2 on tablet, 1 on mobile)
 * @param label accessible name of the list, when the section heading is not enough
 */
export function EnglishCards({
  cards,
  columns,
  label,
}: {
  cards: readonly EnglishCard[];
  columns: 3 | 4;
  label?: string;
}) {
  return (
    <ul className={`mkt-grid mkt-grid--${columns}`} aria-label={label}>
      {cards.map((card) => (
        <li key={card.title} className="mkt-card">
          <h3 className="mkt-card__title">{card.title}</h3>
          {card.meta && <p className="mkt-card__meta">{card.meta}</p>}
          <p className="mkt-card__text">{card.text}</p>
        </li>
      ))}
    </ul>
  );
}
