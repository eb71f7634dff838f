import { PageBreadcrumbs } from '@xingheng/shared/ui';
import { Link } from '@xingheng/shared/router';
import { LAYOUT, shopOrderPath, SITE } from '@xingheng/shared';
import type { Hardware } from '../../../content/hardware';
import { productTabPath } from '../../../paths';
import { HardwareIllustration } from './HardwareIllustration';

/**
 * The top band of a hardware page (SPEC §2 `/productSolution/hardware/{name}`): breadcrumbs 首页 / 产品与解决方案 / name, the
 * category, the page's h1 (the product name), the tagline, a 购买 link to the order flow with the
 * product, a 咨询选型 phone link (`tel:` SITE.phone) and the product illustration.
 * @param hardware the product record
 */
export function HardwareHero({ hardware }: { hardware: Hardware }) {
  const model = hardware.name.split(' ')[0] ?? hardware.name;
  return (
    <section className="mkt-band mkt-hw-hero" aria-labelledby="mkt-hw-title">
      <div className="mkt-container" style={{ maxWidth: LAYOUT.contentWidth }}>
        <PageBreadcrumbs
          trail={[{ title: '产品与解决方案', to: productTabPath('2') }, { title: hardware.name }]}
        />
        <div className="mkt-hw-hero__body">
          <div className="mkt-hw-hero__text">
            <p className="mkt-hw-hero__category">
              {hardware.category === '终端' ? '定位终端' : `${hardware.category} 产品`}
            </p>
            <h1 id="mkt-hw-title" className="mkt-hw-hero__title">
              {hardware.name}
            </h1>
            <p className="mkt-hw-hero__tagline">{hardware.tagline}</p>
            <div className="mkt-hw-hero__actions">
              <Link className="mkt-button mkt-hw-action" to={shopOrderPath(hardware.slug)}>
                购买
              </Link>
              <a className="mkt-hw-action mkt-hw-action--ghost" href={`tel:${SITE.phone}`}>
                咨询选型
              </a>
            </div>
            <p className="mkt-hw-hero__phone">
              选型热线 {SITE.phone}（{SITE.phoneHours}）
            </p>
          </div>
          <div className="mkt-hw-hero__figure">
            <HardwareIllustration
              category={hardware.category}
              model={model}
              label={`${hardware.name}产品示意图`}
            />
          </div>
        </div>
      </div>
    </section>
  );
}
