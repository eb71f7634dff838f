import { Chip } from '../../../components/Chip';
import { ORION_SERVICE_ID, type ServiceProduct } from '@xingheng/shared';
import { LinkCardGrid } from '../../../components/LinkCardGrid';
import { ServiceCardList } from '../../../components/ServiceCardList';
import { paths } from '../../../paths';
import { MORE_SERVICES } from '../content/moreServices';
import '../../../components/marketing.css';
import '../services.css';

const ORION_ENTRY = {
  title: 'Orion 星基增强服务',
  tag: '星基增强',
  summary: '卫星 L 波段播发 PPP-RTK 改正数，海洋与边远地区无需移动网络即可高精度定位。',
};

/**
 * Every service of the site (SPEC §2): the real-time correction services of `getServerProduct`
 * as cards with 了解详情 (`/productSolution/services/details/{id}`) and 免费试用
 * (`/productSolution/services/tryout/{id}`); then A-GNSS, the platform, PPK, and Orion's static
 * page when the list has no id 8. Each group has an h2; cards have h3 titles.
 * @param services the loader's list (`null` = failed: inline error with 重新加载; `[]` = empty note)
 */
export function ServiceCatalog({ services }: { services: ServiceProduct[] | null }) {
  const listsOrion = services?.some((s) => s.id === ORION_SERVICE_ID) ?? false;
  const more = listsOrion
    ? MORE_SERVICES
    : [{ ...ORION_ENTRY, path: paths.detailsXc }, ...MORE_SERVICES];
  return (
    <div className="mkt-svc-catalog">
      <section aria-labelledby="mkt-svc-realtime">
        <h2 className="mkt-svc-group-title" id="mkt-svc-realtime">
          实时差分服务
        </h2>
        <ServiceCardList services={services} empty="暂无可在线开通的服务" />
      </section>
      <section aria-labelledby="mkt-svc-more">
        <h2 className="mkt-svc-group-title" id="mkt-svc-more">
          更多定位与数据服务
        </h2>
        <LinkCardGrid
          cards={more.map((entry) => ({
            key: entry.path,
            to: entry.path,
            title: entry.title,
            text: entry.summary,
            meta: (
              <div className="mkt-card__tags">
                <Chip>{entry.tag}</Chip>
              </div>
            ),
          }))}
        />
      </section>
    </div>
  );
}
