import { Link } from '@xingheng/shared/router';
import { tryoutPath } from '@xingheng/shared';
import { pageEntry } from '#content/staticPages';
import { FactList } from '#features/services/components/FactList';
import { FeatureGrid } from '#features/services/components/FeatureGrid';
import { StaticServicePage } from '#features/services/components/StaticServicePage';
import { StepFlow } from '#features/services/components/StepFlow';
import { PPK } from '#features/services/content/ppk';
import { paths } from '#paths';

/**
 * `/productSolution/services/ppk` (SPEC §2): the post-processed kinematic service: what it is,
 * workflow, accuracy, supported formats, use cases and a contact band with 免费试用. Static content.
 */
export function PpkPage() {
  const tryout = (
    <Link className="mkt-button mkt-button--ghost mkt-button--large" to={tryoutPath()}>
      免费试用
    </Link>
  );
  return (
    <StaticServicePage
      meta={pageEntry(paths.ppk)}
      title="PPK 后处理服务"
      lead={PPK.lead}
      intro={{ id: 'mkt-ppk-intro', title: '什么是 PPK', paragraphs: PPK.intro }}
      bands={[
        { id: 'mkt-ppk-flow', title: '作业流程', content: <StepFlow steps={PPK.steps} /> },
        {
          id: 'mkt-ppk-accuracy',
          title: '解算精度',
          lead: '开阔环境、基线 30 km 以内的典型值，仅供参考。',
          content: <FactList facts={PPK.accuracy} />,
        },
        {
          id: 'mkt-ppk-formats',
          title: '支持的数据格式',
          content: <FactList facts={PPK.formats} />,
        },
        {
          id: 'mkt-ppk-cases',
          title: '典型应用',
          content: <FeatureGrid features={PPK.useCases} columns={2} />,
        },
      ]}
      cta={{
        title: '开通 PPK 后处理服务',
        text: '新用户可免费解算 10 小时观测数据；项目制与按年包量套餐请联系销售。',
        actions: tryout,
      }}
    />
  );
}
