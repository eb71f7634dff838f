import type { ReactNode } from 'react';
import './recruitment.css';

/** One row of a {@link CollapseList}. */
export interface CollapseItem {
  key: string;
  /** The always visible header. */
  summary: ReactNode;
  /** What opening the row shows. */
  body: ReactNode;
}

/**
 * Rows that open and close, drawn like antd's bordered `Collapse` in plain markup: each a native
 * `<details>`/`<summary>`, so they open by click, Enter or Space before the page is hydrated too
 * and a screen reader says whether each is expanded (docs/performance.md "Small pages").
 * @param props.items the rows
 * @param props.accordion a group name: at most one row of the group is open at a time (the
 *   browser closes the others, `<details name>`); omit to let several be open
 * @param props.className extra classes for the list
 */
export function CollapseList({
  items,
  accordion,
  className,
}: {
  items: readonly CollapseItem[];
  accordion?: string;
  className?: string;
}) {
  return (
    <div className={className ? `mkt-collapse ${className}` : 'mkt-collapse'}>
      {items.map((item) => (
        <details key={item.key} name={accordion} className="mkt-collapse__item">
          <summary className="mkt-collapse__header">{item.summary}</summary>
          <div className="mkt-collapse__body">{item.body}</div>
        </details>
      ))}
    </div>
  );
}
