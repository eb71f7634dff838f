import type { ReactNode } from 'react';
import { PageMeta } from '@xingheng/shared/ui';
import { CaptchaHost } from '../../../components/captcha/CaptchaHost';
import { usePhoneAccountDeps } from '../phoneAccountDeps';
import { AccountFormLayout } from './AccountFormLayout';

/** Props of {@link PhoneAccountPage}. */
export interface PhoneAccountPageProps {
  /** The document title (`PageMeta`). */
  metaTitle: string;
  /** The meta description. */
  description: string;
  /** The page's `h1`. */
  title: string;
  /** One line under the `h1`. */
  subtitle: string;
  /** The form. */
  children: ReactNode;
}

/**
 * A page of the register and password-reset flows: its meta tags and the `AccountFormLayout`
 * card, under the captcha of `PhoneAccountDeps` (the site-config one by default).
 * @returns the page; it renders `children` as given and throws nothing of its own
 */
export function PhoneAccountPage({
  metaTitle,
  description,
  title,
  subtitle,
  children,
}: PhoneAccountPageProps) {
  const { captcha } = usePhoneAccountDeps();
  return (
    <CaptchaHost provider={captcha}>
      <PageMeta title={metaTitle} description={description} />
      <AccountFormLayout title={title} subtitle={subtitle}>
        {children}
      </AccountFormLayout>
    </CaptchaHost>
  );
}
