import CloseCircleFilled from '@ant-design/icons-svg/lib/asn/CloseCircleFilled';
import { PlainIcon } from './PlainIcon';
import './plainForm.css';

/**
 * An error message above a form in plain markup, drawn like antd's `Alert type="error" showIcon`
 * (for the login page, which carries no antd): `role="alert"`, so a screen reader says it at once.
 * @param props.children the message, e.g. the API's `msg`
 * @param props.className extra classes (spacing)
 */
export function PlainAlert({ children, className }: { children: string; className?: string }) {
  return (
    <div className={className ? `xh-alert ${className}` : 'xh-alert'} role="alert">
      <PlainIcon icon={CloseCircleFilled} className="xh-alert-icon" />
      <span>{children}</span>
    </div>
  );
}
