import './stepList.css';

/**
 * A numbered process (招聘流程 of the recruitment pages, 合作流程 of `/partner`) as an ordered list of cards; five columns on
 * desktop, one on mobile.
 * @param steps each step's title and one-line explanation, in order
 * @param label accessible name of the list (e.g. `招聘流程`)
 */
export function StepList({
  steps,
  label,
}: {
  steps: readonly { title: string; text: string }[];
  label: string;
}) {
  return (
    <ol className="mkt-steps" aria-label={label}>
      {steps.map((step) => (
        <li key={step.title} className="mkt-steps__item">
          <h3 className="mkt-steps__title">{step.title}</h3>
          <p className="mkt-steps__text">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
