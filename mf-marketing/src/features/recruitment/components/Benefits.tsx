import { RECRUITING } from '../../../content/company';

/** 福利待遇 of the recruitment pages: the cards of `RECRUITING.benefits`. */
export function Benefits() {
  return (
    <ul className="mkt-grid mkt-grid--3">
      {RECRUITING.benefits.map((benefit) => (
        <li key={benefit.title} className="mkt-card">
          <h3 className="mkt-card__title">{benefit.title}</h3>
          <p className="mkt-card__text">{benefit.text}</p>
        </li>
      ))}
    </ul>
  );
}
