import { PARTNER_BRANDS } from '../../../content/partners';
import { PartnerLogo } from './PartnerLogo';
import './partner.css';

/** 合作伙伴 wall of `/partner`: the wordmarks of `PARTNER_BRANDS` (fictional). */
export function PartnerLogos() {
  return (
    <>
      <ul className="mkt-partner-logos" aria-label="合作伙伴标识">
        {PARTNER_BRANDS.map((brand) => (
          <li key={brand.name} className="mkt-partner-logos__item">
            <PartnerLogo brand={brand} />
          </li>
        ))}
      </ul>
      <p className="mkt-footnote">以上合作伙伴名称与标识均为示意。</p>
    </>
  );
}
