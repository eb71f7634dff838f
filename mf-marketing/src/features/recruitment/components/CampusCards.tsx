import type { CampusItem } from '../campusContent';

/**
 * A grid of titled cards of the campus page (`/aboutus/dayiJoin`: tracks, mentorship).
 * @param items the cards, in order
 * @param columns 3 or 4 columns on desktop (fewer on tablet and mobile)
 */
export function CampusCards({
  items,
  columns = 4,
}: {
  items: readonly CampusItem[];
  columns?: 3 | 4;
}) {
  return (
    <ul className={`mkt-grid mkt-grid--${columns}`}>
      {items.map((item) => (
        <li key={item.title} className="mkt-card">
          <h3 className="mkt-card__title">{item.title}</h3>
          <p className="mkt-card__text">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
