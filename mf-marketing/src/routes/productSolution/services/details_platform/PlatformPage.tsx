import { pageEntry } from '#content/staticPages';
import { FeatureGrid } from '#features/services/components/FeatureGrid';
import { PlatformArchitecture } from '#features/services/components/PlatformArchitecture';
import { StaticServicePage } from '#features/services/components/StaticServicePage';
import { PLATFORM } from '#features/services/content/platform';
import { paths } from '#paths';

/**
 * `/productSolution/services/details_platform/{id?}` (SPEC §2): the spatio-temporal data platform:
 * what it is, capabilities (接入、轨迹、围栏、坐标转换、私有化部署), an architecture diagram, figures
 * and a contact band. Static content; the `:id?` parameter is ignored.
 */
export function PlatformPage() {
  return (
    <StaticServicePage
      meta={pageEntry(paths.detailsPlatform)}
      title="时空数据平台"
      lead={PLATFORM.lead}
      intro={{
        id: 'mkt-platform-intro',
        title: '平台简介',
        paragraphs: PLATFORM.intro,
        facts: PLATFORM.facts,
      }}
      bands={[
        {
          id: 'mkt-platform-capabilities',
          title: '核心能力',
          content: <FeatureGrid features={PLATFORM.capabilities} />,
        },
        {
          id: 'mkt-platform-architecture',
          title: '平台架构',
          content: (
            <div className="mkt-svc-diagram-wrap">
              <PlatformArchitecture />
            </div>
          ),
        },
      ]}
      cta={{
        title: '预约平台演示',
        text: '我们可基于您的终端类型与业务流程搭建演示环境，并评估公有云开通或私有化部署的方案与周期。',
      }}
    />
  );
}
