import type { ReactNode } from 'react';
import './marketing.css';

/**
 * A small label chip (a category, a connect type, a coordinate frame): plain markup styled by
 * `marketing.css`, so the public pages that show chips ship no antd (docs/performance.md "Small
 * pages").
 * @param props.tone `blue` for the primary tone (server types, categories), default grey
 * @param props.children the label text
 */
export function Chip({
  children,
  tone = 'default',
}: {
  children: ReactNode;
  tone?: 'default' | 'blue';
}) {
  return (
    <span className={tone === 'blue' ? 'mkt-chip mkt-chip--blue' : 'mkt-chip'}>{children}</span>
  );
}
