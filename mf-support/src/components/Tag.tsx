import type { ReactNode } from 'react';
import './tag.css';

/** The colours a support tag takes: antd's preset tag colours the pages used. */
export type TagColor =
  | 'blue'
  | 'geekblue'
  | 'orange'
  | 'gold'
  | 'green'
  | 'success'
  | 'red'
  | 'default';

/**
 * A small coloured label (a notice type, an article category, a report status) in plain markup,
 * drawn like antd 6's outlined `Tag` with its preset colours (tag.css), so the pages that show
 * tags load no antd (docs/performance.md "Small pages").
 * @param props.color the preset colour, default grey
 * @param props.children the label text
 */
export function Tag({ color = 'default', children }: { color?: TagColor; children: ReactNode }) {
  return <span className={`sup-tag sup-tag--${color}`}>{children}</span>;
}
