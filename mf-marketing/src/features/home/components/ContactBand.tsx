import { Link } from '@xingheng/shared/router';
import { SITE } from '@xingheng/shared';
import { Section } from '../../../components/Section';
import { paths } from '../../../paths';
import './bands.css';

/**
 * The closing contact band (SPEC §2 footer contacts, §9): the sales hotline from `SITE.phone`
 * (a `tel:` link) with its hours, and 商务合作 → `/partner`.
 */
export function ContactBand() {
  return (
    <Section id="mkt-contact" tone="dark">
      <div className="mkt-contact">
        <div>
          <h2 className="mkt-contact__title">为您的业务找到合适的定位方案</h2>
          <p className="mkt-contact__text">
            解决方案工程师将根据精度、场景与终端，为您推荐服务与硬件组合。
          </p>
        </div>
        <div className="mkt-contact__actions">
          <p className="mkt-contact__phone">
            咨询热线{' '}
            <a href={`tel:${SITE.phone.replace(/-/g, '')}`} className="mkt-contact__tel">
              {SITE.phone}
            </a>
            <span className="mkt-contact__hours">{SITE.phoneHours}</span>
          </p>
          <Link className="mkt-button mkt-button--light" to={paths.partner}>
            商务合作
          </Link>
        </div>
      </div>
    </Section>
  );
}
