import { SafetyCertificateOutlined } from '@ant-design/icons';
import { COMPANY_QUALIFICATIONS } from '../../../content/company';
import { Section } from '../../../components/Section';

/** 资质荣誉 of `/aboutus`: the certificates of `COMPANY_QUALIFICATIONS`. */
export function Qualifications() {
  return (
    <Section id="about-qualifications" title="资质荣誉">
      <ul className="mkt-grid mkt-grid--3">
        {COMPANY_QUALIFICATIONS.map((item) => (
          <li key={item.name} className="mkt-card">
            <SafetyCertificateOutlined
              className="mkt-card__icon"
              style={{ fontSize: 28 }}
              aria-hidden
            />
            <h3 className="mkt-card__title">{item.name}</h3>
            <p className="mkt-card__meta">{item.issuer}</p>
            <p className="mkt-card__text">{item.scope}</p>
          </li>
        ))}
      </ul>
      <p className="mkt-footnote">资质名称与范围为示意信息，以证书原件为准。</p>
    </Section>
  );
}
