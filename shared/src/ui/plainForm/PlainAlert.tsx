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
  /** A control at the end of the message line (antd's `action`), e.g. a small 重试. */
  action?: ReactNode;
}

/**
 * An error message above a form in plain markup, drawn like antd's `Alert type="error" showIcon`
 * (for pages that carry no antd on their first paint): `role="alert"`, so a screen reader says it
 * at once, the description and the action included.
 */
export function PlainAlert({ children, description, className, action }: PlainAlertProps) {
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
        <span className={action ? 'xh-alert-text' : undefined}>{children}</span>
      )}
      {action && <div className="xh-alert-action">{action}</div>}
    </div>
  );
}
