import { useEffect, useRef, type ReactNode } from 'react';
import CheckCircleFilled from '@ant-design/icons-svg/lib/asn/CheckCircleFilled';
import { PlainIcon } from './PlainIcon';
import './plainPanels.css';

/** Props of {@link PlainResult}. */
export interface PlainResultProps {
  /** What succeeded, e.g. 密码已重置: the panel's heading (`h2`, under the page's `h1`). */
  title: string;
  /** A line or two under it: what follows from it. */
  subTitle?: ReactNode;
  /** The actions, centred under the text, e.g. a `PlainLinkButton` to the next page. */
  extra?: ReactNode;
  /**
   * Moves the focus to the heading when the result appears (it replaces the form the visitor was
   * in), so keyboard and screen-reader users land on it.
   */
  focusOnShow?: boolean;
}

/**
 * The end of a flow that succeeded, in plain markup drawn like antd's `Result status="success"`
 * (a large green tick, a centred heading, a grey line, the actions), for pages that carry no antd
 * on their first paint. The tick is decorative; the heading says it (and takes the focus with
 * `focusOnShow`).
 */
export function PlainResult({ title, subTitle, extra, focusOnShow }: PlainResultProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow]);
  return (
    <div className="xh-result">
      <PlainIcon icon={CheckCircleFilled} className="xh-result-icon" />
      <h2 ref={heading} tabIndex={focusOnShow ? -1 : undefined} className="xh-result-title">
        {title}
      </h2>
      {subTitle && <div className="xh-result-subtitle">{subTitle}</div>}
      {extra && <div className="xh-result-extra">{extra}</div>}
    </div>
  );
}
