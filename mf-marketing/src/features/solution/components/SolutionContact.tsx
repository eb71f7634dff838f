import { Link } from '@xingheng/shared/router';
import { SITE, tryoutPath } from '@xingheng/shared';
import { Section } from '../../../components/Section';
import { paths } from '../../../paths';

/**
 * The closing call to action of a solution page ("a contact call to action"): the hotline
 * `SITE.phone` as a `tel:` link, 商务合作 → `/partner`, 免费试用 → `/productSolution/services/tryout/6`.
 * @param title the solution's Chinese name, used in the heading
 */
export function SolutionContact({ title }: { title: string }) {
  return (
    <Section id="mkt-sol-contact" tone="muted">
      <div className="mkt-sol-contact">
        <div>
          <h2 className="mkt-sol-contact__title">与我们聊聊您的{title}项目</h2>
          <p className="mkt-sol-contact__text">
            告诉我们精度、场景与终端规模，解决方案工程师将在 1 个工作日内与您联系。
          </p>
        </div>
        <div className="mkt-sol-contact__actions">
          <p className="mkt-sol-contact__phone">
            咨询热线 <a href={`tel:${SITE.phone.replace(/-/g, '')}`}>{SITE.phone}</a>
            <span className="mkt-sol-contact__hours">{SITE.phoneHours}</span>
          </p>
          <Link className="mkt-button mkt-sol-contact__button" to={paths.partner}>
            商务合作
          </Link>
          <Link
            className="mkt-button mkt-sol-button--outline mkt-sol-contact__button"
            to={tryoutPath(6)}
          >
            免费试用
          </Link>
        </div>
      </div>
    </Section>
  );
}
