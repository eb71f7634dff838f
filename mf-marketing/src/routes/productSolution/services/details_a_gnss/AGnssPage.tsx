import { PageMeta } from '@xingheng/shared/ui';
import { Section } from '#components/Section';
import { pageEntry } from '#content/staticPages';
import { ContactCta } from '#features/services/components/ContactCta';
import { FactList } from '#features/services/components/FactList';
import { FeatureGrid } from '#features/services/components/FeatureGrid';
import { ServiceHero, servicesTrail } from '#features/services/components/ServiceHero';
import { ServiceIntro } from '#features/services/components/ServiceIntro';
import { A_GNSS } from '#features/services/content/aGnss';
import { paths } from '#paths';

const TITLE = 'A-GNSS 辅助定位';

/**
 * `/productSolution/services/details_a_gnss/{id?}` (SPEC §2): assisted GNSS: what it delivers
 * (ephemeris, almanac, reference position), TTFF figures, API/SUPL access, use cases. Static
 * content; the `:id?` parameter is ignored.
 */
export function AGnssPage() {
  return (
    <>
      <PageMeta {...pageEntry(paths.detailsAGnss)} />
      <ServiceHero title={TITLE} lead={A_GNSS.lead} trail={servicesTrail(TITLE)} />
      <ServiceIntro id="mkt-agnss-intro" title="什么是 A-GNSS" paragraphs={A_GNSS.intro}>
        <FactList facts={A_GNSS.facts} />
      </ServiceIntro>
      <Section id="mkt-agnss-data" title="下发的辅助数据" tone="muted">
        <FeatureGrid features={A_GNSS.delivered} />
      </Section>
      <Section id="mkt-agnss-access" title="接入方式">
        <FeatureGrid features={A_GNSS.access} columns={2} />
      </Section>
      <Section id="mkt-agnss-cases" title="典型应用" tone="muted">
        <FeatureGrid features={A_GNSS.useCases} columns={4} />
      </Section>
      <ContactCta
        title="为您的终端接入 A-GNSS"
        text="提供按请求量计费与按设备年费两种方式，并可协助完成模组固件对接与冷启动实测。"
      />
    </>
  );
}
