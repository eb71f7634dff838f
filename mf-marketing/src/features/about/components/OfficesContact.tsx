import { Chip } from '../../../components/Chip';
import { SITE } from '@xingheng/shared';
import { COMPANY_OFFICES } from '../../../content/company';
import { Section } from '../../../components/Section';
import './about.css';

/**
 * 办公地点与联系方式 of `/aboutus`: the offices of `COMPANY_OFFICES` (headquarters
 * first) and the site's phone and complaint e-mail (`SITE`, SPEC §2 footer).
 */
export function OfficesContact() {
  return (
    <Section id="about-contact" title="办公地点与联系方式" tone="muted">
      <ul className="mkt-grid mkt-grid--4">
        {COMPANY_OFFICES.map((office) => (
          <li key={office.city} className="mkt-card">
            <h3 className="mkt-card__title">
              {office.city}
              {office.hq && <Chip tone="blue">总部</Chip>}
            </h3>
            <p className="mkt-card__meta">{office.name}</p>
            <address className="mkt-card__text" style={{ fontStyle: 'normal' }}>
              {office.address}
            </address>
          </li>
        ))}
      </ul>
      <p className="mkt-about-contact">
        <span>
          客服热线：<a href={`tel:${SITE.phone}`}>{SITE.phone}</a>（{SITE.phoneHours}）
        </span>
        <span>
          投诉与建议：<a href={`mailto:${SITE.complaintEmail}`}>{SITE.complaintEmail}</a>
        </span>
      </p>
    </Section>
  );
}
