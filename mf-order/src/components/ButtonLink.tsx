import type { ReactNode } from 'react';
import { Button, type ButtonProps } from 'antd';
import { useHref, useLinkClickHandler, type To } from '@xingheng/shared/router';

/**
 * An antd button that is a real link inside the site (an `<a href>` that navigates in the
 * router without a page load; ctrl/middle-click still open a new tab).
 * @param to site path, e.g. `/` or `/order/payment?orderNo=XH20261122001`
 * @param type antd button type
 * @param children the label
 */
export function ButtonLink({
  to,
  type,
  children,
}: {
  to: To;
  type?: ButtonProps['type'];
  children: ReactNode;
}) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLElement>(to);
  return (
    <Button type={type} href={href} onClick={onClick}>
      {children}
    </Button>
  );
}
