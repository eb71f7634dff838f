import { PageMeta } from '@xingheng/shared/ui';
import { Section } from '#components/Section';
import { pageEntry } from '#content/staticPages';
import { ContactCta } from '#features/services/components/ContactCta';
import { FactList } from '#features/services/components/FactList';
import { FeatureGrid } from '#features/services/components/FeatureGrid';
import { PlatformArchitecture } from '#features/services/components/PlatformArchitecture';
import { ServiceHero, servicesTrail } from '#features/services/components/ServiceHero';
import { ServiceIntro } from '#features/services/components/ServiceIntro';
import { PLATFORM } from '#features/services/content/platform';
import { paths } from '#paths';

const TITLE = '时空数据平台';

/**
 * `/productSolution/services/details_platform/{id?}` (SPEC §2): the spatio-temporal data platform:
 * what it is, capabilities (接入、轨迹、围栏、坐标转换、私有化部署), an architecture diagram, figures
 * and a contact band. Static content; the `:id?` parameter is ignored.
 */
export function PlatformPage() {
  return (
    <>
      <PageMeta {...pageEntry(paths.detailsPlatform)} />
      <ServiceHero title={TITLE} lead={PLATFORM.lead} trail={servicesTrail(TITLE)} />
      <ServiceIntro id="mkt-platform-intro" title="平台简介" paragraphs={PLATFORM.intro}>
        <FactList facts={PLATFORM.facts} />
      </ServiceIntro>
      <Section id="mkt-platform-capabilities" title="核心能力" tone="muted">
        <FeatureGrid features={PLATFORM.capabilities} />
      </Section>
      <Section id="mkt-platform-architecture" title="平台架构">
        <div className="mkt-svc-diagram-wrap">
          <PlatformArchitecture />
        </div>
      </Section>
      <ContactCta
        title="预约平台演示"
        text="我们可基于您的终端类型与业务流程搭建演示环境，并评估公有云开通或私有化部署的方案与周期。"
      />
    </>
  );
}
