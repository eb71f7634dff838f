import { Link } from '@xingheng/shared/router';
import { SITE } from '@xingheng/shared';
import { PageMeta } from '@xingheng/shared/ui';
import { pageEntry } from '#content/staticPages';
import { ContactCta } from '#features/services/components/ContactCta';
import { ServiceDetailView } from '#features/services/components/ServiceDetailView';
import { ORION_SERVICE } from '#features/services/content/orion';
import { paths } from '#paths';

/**
 * `/productSolution/services/details_xc/{id?}` (SPEC §2): Orion's page when the service list has no
 * id 8. The service-detail template with static content and a consult band instead of plans; the
 * `:id?` parameter is ignored.
 */
export function OrionXcPage() {
  return (
    <>
      <PageMeta {...pageEntry(paths.detailsXc)} />
      <ServiceDetailView
        service={ORION_SERVICE}
        actions={
          <>
            <a
              className="mkt-button mkt-button--large"
              href={`tel:${SITE.phone.replace(/-/g, '')}`}
            >
              咨询开通
            </a>
            <Link className="mkt-button mkt-button--ghost mkt-button--large" to={paths.services}>
              对比其他服务
            </Link>
          </>
        }
      >
        <ContactCta
          title="咨询 Orion 开通与测试"
          text="Orion 按终端数量与使用区域定制套餐。留下您的作业区域和接收机型号，我们将安排工程师提供测试账号与接收机配置指导。"
        />
      </ServiceDetailView>
    </>
  );
}
