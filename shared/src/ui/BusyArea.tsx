import type { ReactNode } from 'react';
import { PlainSpinner } from './plainForm/PlainSpinner';
import './busyArea.css';

/**
 * A part of a page that is being refreshed (a list while its next page or filter loads), drawn
 * like antd's `Spin` with a description in plain markup: while `busy` the content is dimmed and
 * takes no clicks (`aria-busy`), and a turning ring with `label` sits over it (`role="status"`, so
 * a screen reader hears it). No antd (docs/performance.md "Small pages").
 * @param props.busy whether the refresh runs
 * @param props.label what is shown and heard while busy; 正在加载 unless given
 * @param props.children the content
 */
export function BusyArea({
  busy,
  label = '正在加载',
  children,
}: {
  busy: boolean;
  label?: string;
  children: ReactNode;
}) {
  return (
    <div className={busy ? 'xh-busy xh-busy--on' : 'xh-busy'} aria-busy={busy}>
      {busy && (
        <div className="xh-busy-indicator" role="status">
          <PlainSpinner />
          <span className="xh-busy-text">{label}</span>
        </div>
      )}
      <div className="xh-busy-content">{children}</div>
    </div>
  );
}
