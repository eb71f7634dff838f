import type { ReactNode } from 'react';
import type { ServiceDescription } from '../serviceDescription';
import { ServiceAccess } from './ServiceAccess';
import { ServiceHero, servicesTrail } from './ServiceHero';
import { ServiceIntro } from './ServiceIntro';
import { ServiceSpecs } from './ServiceSpecs';

/**
 * The one template of a correction service's page: hero with breadcrumbs
 * 首页 / 产品与解决方案 / 高精度定位服务 / {name}, h1 = name, lead = tagline; what it is; key specs
 * and coordinate frames; access. Used by `/productSolution/services/details/{id}` (API data, plans
 * as `children`) and by `details_xc` (static Orion content, a consult band as `children`).
 * @param service what to show
 * @param actions the hero's call-to-action links
 * @param children bands after the access band (plans, contact)
 */
export function ServiceDetailView({
  service,
  actions,
  children,
}: {
  service: ServiceDescription;
  actions: ReactNode;
  children?: ReactNode;
}) {
  return (
    <>
      <ServiceHero
        title={service.name}
        lead={service.tagline}
        trail={servicesTrail(service.name)}
        actions={actions}
      />
      <ServiceIntro title={`什么是 ${service.name}`} paragraphs={service.description} />
      <ServiceSpecs service={service} />
      <ServiceAccess service={service} />
      {children}
    </>
  );
}
