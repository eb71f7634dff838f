import { RECRUITING } from '../../../content/company';
import { StepList } from '../../../components/StepList';
import './recruitment.css';

/**
 * 投递方式 of the recruitment pages (SPEC §2 `/aboutus/join`, `/aboutus/dayiJoin`): the recruiting mailbox with the subject format and
 * the process 投递 → 简历筛选 → 技术面试 → 综合面试 → Offer (`RECRUITING` of `content/company.ts`).
 * @param subjectFormat the e-mail subject format (default the social-recruitment one)
 * @param subjectExample an example subject
 */
export function HowToApply({
  subjectFormat = RECRUITING.subjectFormat,
  subjectExample = RECRUITING.subjectExample,
}: {
  subjectFormat?: string;
  subjectExample?: string;
}) {
  const steps = RECRUITING.steps.map((title, index) => ({
    title,
    text: RECRUITING.stepNotes[index] ?? '',
  }));
  return (
    <>
      <div className="mkt-apply">
        <p>
          请将简历（PDF）发送至招聘邮箱{' '}
          <a href={`mailto:${RECRUITING.mailbox}`}>{RECRUITING.mailbox}</a>
          ，邮件主题格式为 <code>{subjectFormat}</code>，例如 <code>{subjectExample}</code>。
        </p>
        <p>我们会认真阅读每一份简历，并在 5 个工作日内通过邮件或电话与您联系。</p>
      </div>
      <StepList steps={steps} label="招聘流程" />
    </>
  );
}
