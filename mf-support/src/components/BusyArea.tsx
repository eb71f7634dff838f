import type { ReactNode } from 'react';
import './busy.css';

/**
 * Content that the next state replaces once loaded (a list while its next page or filter loads),
 * drawn like antd's `Spin` with a description: while `busy` the content is dimmed and not
 * clickable, and a spinner with 正在加载 is shown over it (`role="status"`, so screen readers hear
 * it). Plain markup: no antd (docs/performance.md "Small pages").
 * @param props.busy the next state is loading
 * @param props.children the content
 */
export function BusyArea({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <div className={busy ? 'sup-busy sup-busy--on' : 'sup-busy'}>
      {busy && (
        <div className="sup-busy-indicator" role="status">
          <span className="sup-busy-dot" aria-hidden="true" />
          <span className="sup-busy-text">正在加载</span>
        </div>
      )}
      <div className="sup-busy-content">{children}</div>
    </div>
  );
}
