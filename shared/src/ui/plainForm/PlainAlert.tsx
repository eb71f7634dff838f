import type { ReactNode } from 'react';
import CloseCircleFilled from '@ant-design/icons-svg/lib/asn/CloseCircleFilled';
import { PlainIcon } from './PlainIcon';
import './plainForm.css';

/** Props of {@link PlainAlert}. */
export interface PlainAlertProps {
  /** The message, e.g. the API's `msg` (antd's `title`). */
  children: string;
  /**
   * More under the message (antd's `description`), e.g. a link to what the visitor can do next;
   * the alert is then drawn larger, like antd's alert with a description.
   */
  description?: ReactNode;
  /** Extra classes (spacing). */
  className?: string;
}

/**
 * An error message above a form in plain markup, drawn like antd's `Alert type="error" showIcon`
 * (for pages that carry no antd on their first paint): `role="alert"`, so a screen reader says it
 * at once, the description included.
 */
export function PlainAlert({ children, description, className }: PlainAlertProps) {
  const classes = ['xh-alert'];
  if (description) classes.push('xh-alert--described');
  if (className) classes.push(className);
  return (
    <div className={classes.join(' ')} role="alert">
      <PlainIcon icon={CloseCircleFilled} className="xh-alert-icon" />
      {description ? (
        <div className="xh-alert-content">
          <div className="xh-alert-message">{children}</div>
          <div className="xh-alert-description">{description}</div>
        </div>
      ) : (
        <span>{children}</span>
      )}
    </div>
  );
}
