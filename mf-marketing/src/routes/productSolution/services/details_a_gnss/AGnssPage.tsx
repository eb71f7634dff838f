import { pageEntry } from '#content/staticPages';
import { FeatureGrid } from '#features/services/components/FeatureGrid';
import { StaticServicePage } from '#features/services/components/StaticServicePage';
import { A_GNSS } from '#features/services/content/aGnss';
import { paths } from '#paths';

/**
 * `/productSolution/services/details_a_gnss/{id?}` (SPEC §2): assisted GNSS: what it delivers
 * (ephemeris, almanac, reference position), TTFF figures, API/SUPL access, use cases. Static
 * content; the `:id?` parameter is ignored.
 */
export function AGnssPage() {
  return (
    <StaticServicePage
      meta={pageEntry(paths.detailsAGnss)}
      title="A-GNSS 辅助定位"
      lead={A_GNSS.lead}
      intro={{
        id: 'mkt-agnss-intro',
        title: '什么是 A-GNSS',
        paragraphs: A_GNSS.intro,
        facts: A_GNSS.facts,
      }}
      bands={[
        {
          id: 'mkt-agnss-data',
          title: '下发的辅助数据',
          content: <FeatureGrid features={A_GNSS.delivered} />,
        },
        {
          id: 'mkt-agnss-access',
          title: '接入方式',
          content: <FeatureGrid features={A_GNSS.access} columns={2} />,
        },
        {
          id: 'mkt-agnss-cases',
          title: '典型应用',
          content: <FeatureGrid features={A_GNSS.useCases} columns={4} />,
        },
      ]}
      cta={{
        title: '为您的终端接入 A-GNSS',
        text: '提供按请求量计费与按设备年费两种方式，并可协助完成模组固件对接与冷启动实测。',
      }}
    />
  );
}
