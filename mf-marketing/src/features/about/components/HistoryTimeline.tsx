import { COMPANY_HISTORY } from '../../../content/company';
import { Section } from '../../../components/Section';
import './about.css';

/** 发展历程 of `/aboutus`: the 2016–2026 milestones of `COMPANY_HISTORY`, oldest first. */
export function HistoryTimeline() {
  return (
    <Section
      id="about-history"
      title="发展历程"
      lead="十年深耕，从一张参考站网到时空基础设施"
      tone="muted"
    >
      <ol className="mkt-timeline">
        {COMPANY_HISTORY.map((milestone) => (
          <li key={milestone.year} className="mkt-timeline__item">
            <span className="mkt-timeline__year">{milestone.year}</span>
            <h3 className="mkt-timeline__title">{milestone.title}</h3>
            <p className="mkt-timeline__text">{milestone.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
