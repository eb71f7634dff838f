import { useLoaderData } from '@xingheng/shared/router';
import { PageMeta } from '@xingheng/shared/ui';
import { pageEntry } from '../../../content/staticPages';
import { Section } from '../../../components/Section';
import { PageHero } from '../../../features/about/components/PageHero';
import { StepList } from '../../../components/StepList';
import { CampusCards } from '../../../features/recruitment/components/CampusCards';
import { CampusFaq } from '../../../features/recruitment/components/CampusFaq';
import { HowToApply } from '../../../features/recruitment/components/HowToApply';
import { JobPositions } from '../../../features/recruitment/components/JobPositions';
import {
  CAMPUS_MENTORSHIP,
  CAMPUS_PROGRAM,
  CAMPUS_SCHEDULE,
  CAMPUS_TRACKS,
} from '../../../features/recruitment/campusContent';
import type { JobsData } from '../../../features/recruitment/api';
import { paths } from '../../../paths';

/**
 * `/aboutus/dayiJoin` (SPEC §2): the “北斗星火” campus recruitment programme: schedule,
 * tracks, mentorship, campus positions from the route loader (`GET /web/jobs?kind=campus`), FAQ
 * and how to apply.
 */
export function CampusPage() {
  const data = useLoaderData<JobsData>();
  return (
    <>
      <PageMeta {...pageEntry(paths.dayiJoin)} />
      <PageHero
        title={`“${CAMPUS_PROGRAM.name}”校园招聘`}
        lead={`${CAMPUS_PROGRAM.audience}。在真实的参考站网、车载与低空场景中成长，成为高精度定位领域的下一代工程师。`}
        trail={[{ title: '关于我们', to: paths.aboutus }, { title: '校园招聘' }]}
      />
      <Section id="campus-schedule" title="招聘日程" lead="2026 年秋季校园招聘">
        <StepList steps={CAMPUS_SCHEDULE} label="招聘日程" />
      </Section>
      <Section id="campus-tracks" title="招聘方向" tone="muted">
        <CampusCards items={CAMPUS_TRACKS} />
      </Section>
      <Section id="campus-positions" title="校招职位" lead="点击职位查看职责与要求">
        <JobPositions data={data} />
      </Section>
      <Section id="campus-mentorship" title="导师制培养" tone="muted">
        <CampusCards items={CAMPUS_MENTORSHIP} />
      </Section>
      <Section id="campus-apply" title="如何申请">
        <HowToApply
          subjectFormat={CAMPUS_PROGRAM.subjectFormat}
          subjectExample={CAMPUS_PROGRAM.subjectExample}
        />
      </Section>
      <Section id="campus-faq" title="常见问题" tone="muted">
        <CampusFaq />
      </Section>
    </>
  );
}
