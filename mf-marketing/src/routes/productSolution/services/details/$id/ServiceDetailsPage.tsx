import { Link, useLoaderData } from '@xingheng/shared/router';
import { serviceOrderPath, tryoutPath, type ServiceDetail } from '@xingheng/shared';
import { PageMeta } from '@xingheng/shared/ui';
import { ContactCta } from '#features/services/components/ContactCta';
import { ServiceDetailView } from '#features/services/components/ServiceDetailView';
import { ServicePlans } from '#features/services/components/ServicePlans';

/**
 * `/productSolution/services/details/{id}` (SPEC §2): the service-detail template with
 * the API's `ServiceDetail`, its plans and prices, 立即购买 (`/order?serviceId={id}`) and
 * 免费试用 (`/productSolution/services/tryout/{id}`). Title = service name, description = tagline.
 */
export function ServiceDetailsPage() {
  const service = useLoaderData<ServiceDetail>();
  return (
    <>
      <PageMeta title={service.name} description={service.tagline} />
      <ServiceDetailView
        service={service}
        actions={
          <>
            <Link
              className="mkt-button mkt-button--large"
              to={serviceOrderPath({ serviceId: service.id })}
            >
              立即购买
            </Link>
            <Link
              className="mkt-button mkt-button--ghost mkt-button--large"
              to={tryoutPath(service.id)}
            >
              免费试用
            </Link>
          </>
        }
      >
        <ServicePlans serviceId={service.id} serviceName={service.name} plans={service.plans} />
        <ContactCta
          title="需要批量账号或定制方案？"
          text="面向前装量产、行业平台与政企项目，我们提供批量账号、专属挂载点与私有化部署，欢迎联系销售获取报价。"
        />
      </ServiceDetailView>
    </>
  );
}
