import { Link } from '@xingheng/shared/router';
import { SITE } from '@xingheng/shared';
import { PageMeta, PageBreadcrumbs } from '@xingheng/shared/ui';
import { pageEntry } from '../../../content/staticPages';
import { Section } from '../../../components/Section';
import { PageHero } from '../../../features/about/components/PageHero';
import { EnglishCards } from '../../../features/about/components/EnglishCards';
import {
  EN_CONTACT,
  EN_FIGURES,
  EN_HARDWARE,
  EN_OVERVIEW,
  EN_SERVICES,
} from '../../../features/about/englishContent';
import { paths } from '../../../paths';
import '../../../features/about/components/about.css';

const crumbs = [{ title: 'About us', to: paths.aboutus }, { title: 'English' }];

/**
 * `/aboutus/indexen` (SPEC §2): the company in English (overview, services, hardware,
 * contact). The page's root element carries `lang="en"`; title "About Xingheng Spacetime".
 */
export function EnglishPage() {
  return (
    <div lang="en">
      <PageMeta {...pageEntry(paths.indexen)} />
      <PageHero
        title="About Xingheng Spacetime"
        lead="Centimetre- and sub-metre-level GNSS correction services, GNSS/IMU hardware and industry solutions, delivered over our own nationwide reference station network."
        breadcrumbs={<PageBreadcrumbs home="Home" label="Breadcrumb" trail={crumbs} />}
      />
      <Section id="en-overview" title="Overview">
        <div className="mkt-about-text">
          {EN_OVERVIEW.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
        <EnglishCards cards={EN_FIGURES} columns={4} label="Key figures" />
        <p className="mkt-footnote">Figures as of 2026, for illustration.</p>
      </Section>
      <Section id="en-services" title="Services" tone="muted">
        <EnglishCards cards={EN_SERVICES} columns={3} />
      </Section>
      <Section id="en-hardware" title="Hardware">
        <EnglishCards cards={EN_HARDWARE} columns={4} />
      </Section>
      <Section id="en-contact" title="Contact" tone="muted">
        <address className="mkt-about-text" style={{ fontStyle: 'normal' }}>
          <p>{SITE.brandEn} (Beijing) Technology Co., Ltd.</p>
          <p>{EN_CONTACT.address}</p>
          <p>
            Phone: <a href={`tel:${SITE.phone}`}>{SITE.phone}</a> (weekdays 9:00–18:00, UTC+8)
          </p>
          <p>
            E-mail: <a href={`mailto:${SITE.complaintEmail}`}>{SITE.complaintEmail}</a>
          </p>
          <p>
            {EN_CONTACT.partnerships} <Link to={paths.partner}>Partner programme</Link>
          </p>
        </address>
      </Section>
    </div>
  );
}
