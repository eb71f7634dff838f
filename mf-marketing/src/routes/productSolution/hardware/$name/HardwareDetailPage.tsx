import { useLoaderData } from '@xingheng/shared/router';
import { PageMeta } from '@xingheng/shared/ui';
import { relatedHardware } from '#content/hardware';
import { Section } from '#components/Section';
import { ApplicationList } from '#features/hardware/components/ApplicationList';
import { HardwareHero } from '#features/hardware/components/HardwareHero';
import { HighlightList } from '#features/hardware/components/HighlightList';
import { RelatedHardware } from '#features/hardware/components/RelatedHardware';
import { SpecTable } from '#features/hardware/components/SpecTable';
import '#features/hardware/components/hardware.css';
import type { HardwareData } from './hardwareLoader';

/**
 * The one template of every hardware page `/productSolution/hardware/{name}` (SPEC §2):
 * hero (breadcrumbs, h1, tagline, 购买 / 咨询选型, illustration), overview, highlights,
 * specification table, applications and related products of the same category. Reads
 * `HardwareData` from the route loader; title = product name, description = tagline.
 */
export function HardwareDetailPage() {
  const { hardware } = useLoaderData<HardwareData>();
  const related = relatedHardware(hardware.slug);
  return (
    <>
      <PageMeta title={hardware.name} description={hardware.tagline} />
      <HardwareHero hardware={hardware} />
      <Section id="mkt-hw-overview" title="产品概述" tone="muted">
        <div className="mkt-hw-overview">
          {hardware.overview.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <Section id="mkt-hw-highlights" title="产品亮点">
        <HighlightList items={hardware.highlights} />
      </Section>
      <Section
        id="mkt-hw-specs"
        title="技术规格"
        lead="以下参数为典型值，实际表现受天线、观测环境与差分服务影响。"
        tone="muted"
      >
        <SpecTable sections={hardware.specs} />
      </Section>
      <Section id="mkt-hw-applications" title="典型应用">
        <ApplicationList items={hardware.applications} />
      </Section>
      {related.length > 0 && (
        <Section id="mkt-hw-related" title="相关产品" tone="muted">
          <RelatedHardware items={related} />
        </Section>
      )}
    </>
  );
}
