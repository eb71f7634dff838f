import { PageMeta } from '@xingheng/shared/ui';
import { pageEntry } from '../../content/staticPages';
import { PageHero } from '../../features/about/components/PageHero';
import { CompanyOverview } from '../../features/about/components/CompanyOverview';
import { HistoryTimeline } from '../../features/about/components/HistoryTimeline';
import { Qualifications } from '../../features/about/components/Qualifications';
import { OfficesContact } from '../../features/about/components/OfficesContact';
import { MoreAboutUs } from '../../features/about/components/MoreAboutUs';
import { paths } from '../../paths';

/**
 * `/aboutus` (SPEC §2): the company, its history, qualifications, offices and contact,
 * and links to recruitment and the partner programme. Static content from `content/company.ts`.
 */
export function CompanyPage() {
  return (
    <>
      <PageMeta {...pageEntry(paths.aboutus)} />
      <PageHero
        title="关于星衡时空"
        lead="专注北斗/GNSS 高精度定位的时空信息服务商：自建全国地基增强网络，提供厘米级与亚米级定位服务、GNSS/IMU 硬件与行业解决方案。"
        trail={[{ title: '关于我们' }]}
      />
      <CompanyOverview />
      <HistoryTimeline />
      <Qualifications />
      <OfficesContact />
      <MoreAboutUs />
    </>
  );
}
