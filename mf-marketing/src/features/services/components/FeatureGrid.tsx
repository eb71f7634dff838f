import type { Feature } from '../content/types';

/**
 * Titled paragraphs as a grid of cards (capabilities, access methods, use cases).
 * @param features the cards, in order; each title is an h3
 * @param columns 2, 3 or 4 columns on wide screens (one column below 768px)
 */
export function FeatureGrid({
  features,
  columns = 3,
}: {
  features: readonly Feature[];
  columns?: 2 | 3 | 4;
}) {
  return (
    <ul className={`mkt-grid mkt-grid--${columns}`}>
      {features.map((feature) => (
        <li key={feature.title} className="mkt-card">
          <h3 className="mkt-card__title">{feature.title}</h3>
          <p className="mkt-card__text">{feature.text}</p>
        </li>
      ))}
    </ul>
  );
}
