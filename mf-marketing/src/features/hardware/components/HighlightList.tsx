import type { TitledText } from '../../../content/hardware';

/**
 * The product highlights (hardware overview): a grid of numbered cards, each an h3 and
 * a sentence.
 * @param items the record's 3–4 `highlights`
 */
export function HighlightList({ items }: { items: readonly TitledText[] }) {
  return (
    <ul className={`mkt-grid mkt-grid--${items.length > 3 ? 4 : 3}`}>
      {items.map((item, index) => (
        <li key={item.title} className="mkt-card">
          <span className="mkt-hw-index" aria-hidden="true">
            {String(index + 1).padStart(2, '0')}
          </span>
          <h3 className="mkt-card__title">{item.title}</h3>
          <p className="mkt-card__text">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
