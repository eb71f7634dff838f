import { PageMeta } from '@xingheng/shared/ui';
import { pageEntry } from '../../content/staticPages';
import { PARTNER_PROCESS } from '../../content/partners';
import { Section } from '../../components/Section';
import { PageHero } from '../../features/about/components/PageHero';
import { StepList } from '../../components/StepList';
import { PartnerForm } from '../../features/partner/components/PartnerForm';
import { PartnerLogos } from '../../features/partner/components/PartnerLogos';
import { PartnerTypes } from '../../features/partner/components/PartnerTypes';
import type { PartnerSubmit } from '../../features/partner/api';
import { paths } from '../../paths';

/**
 * `/partner` (SPEC §2): the partner programme (types, partners, process) and the
 * cooperation form stored through `POST /api/web/partner/apply`.
 * @param submit the form's submit function (default: the API; tests pass a fake)
 */
export function PartnerPage({ submit }: { submit?: PartnerSubmit }) {
  return (
    <>
      <PageMeta {...pageEntry(paths.partner)} />
      <PageHero
        title="合作伙伴计划"
        lead="与星衡时空一起，把厘米级定位带进更多行业。我们为渠道、集成、技术与行业伙伴提供产品、技术与市场的全方位支持。"
        trail={[{ title: '合作伙伴' }]}
      >
        <div className="mkt-page-hero__actions">
          <a className="mkt-button mkt-button--light" href="#partner-apply">
            申请合作
          </a>
        </div>
      </PageHero>
      <Section id="partner-types" title="合作类型">
        <PartnerTypes />
      </Section>
      <Section id="partner-brands" title="他们与我们同行" tone="muted">
        <PartnerLogos />
      </Section>
      <Section id="partner-process" title="合作流程">
        <StepList steps={PARTNER_PROCESS} label="合作流程" />
      </Section>
      <Section
        id="partner-apply"
        title="提交合作意向"
        lead="带 * 为必填项，我们将在 2 个工作日内与您联系"
        tone="muted"
      >
        <PartnerForm submit={submit} />
      </Section>
    </>
  );
}
