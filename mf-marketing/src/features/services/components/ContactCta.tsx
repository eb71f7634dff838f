import type { ReactNode } from 'react';
import { SITE } from '@xingheng/shared';
import { Section } from '../../../components/Section';

/**
 * The contact band at the end of a service page: a sentence, the sales phone (`SITE.phone`, a
 * `tel:` link) and optional extra actions (e.g. 免费试用).
 * @param title the band's h2
 * @param text one sentence under it
 * @param actions extra links shown after the phone link
 */
export function ContactCta({
  title,
  text,
  actions,
}: {
  title: string;
  text: string;
  actions?: ReactNode;
}) {
  return (
    <Section id="mkt-svc-contact" title={title} tone="dark">
      <p className="mkt-svc-contact__text">{text}</p>
      <div className="mkt-svc-actions">
        <a className="mkt-button mkt-button--light" href={`tel:${SITE.phone.replace(/-/g, '')}`}>
          咨询销售 {SITE.phone}
        </a>
        {actions}
      </div>
      <p className="mkt-svc-contact__hours">服务时间：{SITE.phoneHours}</p>
    </Section>
  );
}
