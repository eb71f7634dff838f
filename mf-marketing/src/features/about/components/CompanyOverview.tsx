import { COMPANY_FIGURES, COMPANY_PROFILE } from '../../../content/company';
import { Section } from '../../../components/Section';
import './about.css';

/**
 * 公司简介 of `/aboutus`: who we are, mission and vision, and the key figures, all from
 * `content/company.ts`.
 */
export function CompanyOverview() {
  return (
    <Section id="about-company" title="公司简介" lead={COMPANY_PROFILE.name}>
      <div className="mkt-about-text">
        {COMPANY_PROFILE.paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </div>
      <dl className="mkt-about-mission">
        <div>
          <dt>使命</dt>
          <dd>{COMPANY_PROFILE.mission}</dd>
        </div>
        <div>
          <dt>愿景</dt>
          <dd>{COMPANY_PROFILE.vision}</dd>
        </div>
      </dl>
      <ul className="mkt-grid mkt-grid--4" aria-label="关键数据">
        {COMPANY_FIGURES.map((figure) => (
          <li key={figure.label} className="mkt-card">
            <p className="mkt-about-figure">
              <span className="mkt-about-figure__value">
                {figure.value}
                <span className="mkt-about-figure__unit">{figure.unit}</span>
              </span>
              {figure.label}
            </p>
          </li>
        ))}
      </ul>
      <p className="mkt-footnote">以上数据截至 2026 年，仅作示意。</p>
    </Section>
  );
}
