import type { Feature } from '../content/types';

/**
 * A numbered workflow (`<ol>`), drawn as connected steps; vertical below 768px.
 * @param steps the steps in order; each title is an h3
 */
export function StepFlow({ steps }: { steps: readonly Feature[] }) {
  return (
    <ol className="mkt-svc-steps">
      {steps.map((step, index) => (
        <li key={step.title} className="mkt-card">
          <span className="mkt-svc-steps__index" aria-hidden="true">
            {index + 1}
          </span>
          <h3 className="mkt-card__title">{step.title}</h3>
          <p className="mkt-card__text">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
