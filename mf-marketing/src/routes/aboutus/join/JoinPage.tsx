import { useLoaderData } from '@xingheng/shared/router';
import { PageMeta } from '@xingheng/shared/ui';
import { pageEntry } from '../../../content/staticPages';
import { Section } from '../../../components/Section';
import { PageHero } from '../../../features/about/components/PageHero';
import { Benefits } from '../../../features/recruitment/components/Benefits';
import { HowToApply } from '../../../features/recruitment/components/HowToApply';
import { JobPositions } from '../../../features/recruitment/components/JobPositions';
import type { JobsData } from '../../../features/recruitment/api';
import { paths } from '../../../paths';

/**
 * `/aboutus/join` (SPEC §2): social recruitment. Positions come from the route loader
 * (`GET /web/jobs?kind=social&city&category`); the city and category filters live in the URL
 * query (the filters are links), so a filtered list can be shared and Back restores the previous
 * filters.
 */
export function JoinPage() {
  const data = useLoaderData<JobsData>();
  return (
    <>
      <PageMeta {...pageEntry(paths.join)} />
      <PageHero
        title="加入我们"
        lead="与一群相信“厘米级”的人一起，建设全国高精度定位网络，让自动驾驶、低空飞行和精准作业更安全可靠。"
        trail={[{ title: '关于我们', to: paths.aboutus }, { title: '加入我们' }]}
      />
      <Section
        id="join-positions"
        title="社会招聘职位"
        lead="按城市与职位类别筛选，点击职位查看职责与要求"
      >
        <JobPositions data={data} filterable />
      </Section>
      <Section id="join-apply" title="投递方式" tone="muted">
        <HowToApply />
      </Section>
      <Section id="join-benefits" title="福利待遇">
        <Benefits />
      </Section>
    </>
  );
}
