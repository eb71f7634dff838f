import type { ReactNode } from 'react';
import ExclamationCircleFilled from '@ant-design/icons-svg/lib/asn/ExclamationCircleFilled';
import InboxOutlined from '@ant-design/icons-svg/lib/asn/InboxOutlined';
import type { EmptyStateProps, ErrorStateProps, LoadingStateProps } from '@xingheng/shared/ui';
import { PlainButton, PlainIcon } from '@xingheng/shared/ui';
import './page.css';
import './pageStates.css';

/**
 * A loading state (SPEC §8), drawn like antd's active `Skeleton` without title: grey bars that
 * shimmer, announced as busy (`role="status"`, named by `label`). Plain markup, no antd.
 * @param label what is loading, read by screen readers, e.g. `正在加载我的反馈`
 * @param rows skeleton rows (default 4)
 */
export function LoadingState({ label, rows = 4 }: LoadingStateProps) {
  return (
    <div className="sup-state" role="status" aria-label={label} aria-busy="true">
      <ul className="sup-skeleton" aria-hidden="true">
        {Array.from({ length: rows }, (_, index) => (
          <li key={index} />
        ))}
      </ul>
    </div>
  );
}

/**
 * A page-level failure (SPEC §8: pages that call the API `silent` show its message themselves),
 * drawn like antd's warning `Result`: an icon, the title as an `h2`, the message, 重试 when
 * `onRetry` is given and `extra` actions; announced as an alert. Plain markup, no antd.
 * @param title e.g. `公告加载失败`
 * @param message the Chinese reason
 * @param onRetry shows 重试
 * @param extra more actions
 */
export function ErrorState({ title, message, onRetry, extra }: ErrorStateProps) {
  const actions: ReactNode =
    onRetry || extra ? (
      <div className="sup-state-actions">
        {onRetry && (
          <PlainButton variant="primary" onClick={onRetry}>
            重试
          </PlainButton>
        )}
        {extra}
      </div>
    ) : null;
  return (
    <div role="alert">
      <div className="sup-state sup-state--result">
        <PlainIcon icon={ExclamationCircleFilled} className="sup-state-icon" />
        <h2 className="sup-state-title">{title}</h2>
        {message && <div className="sup-state-message">{message}</div>}
        {actions}
      </div>
    </div>
  );
}

/**
 * An empty list, drawn like antd's simple `Empty`: an inbox, the sentence and, when given, what
 * to do next. Plain markup, no antd.
 * @param description e.g. `该类型下暂无公告`
 * @param action e.g. a link back to page 1
 */
export function EmptyState({ description, action }: EmptyStateProps) {
  return (
    <div className="sup-state sup-state--empty">
      <PlainIcon icon={InboxOutlined} className="sup-state-empty-icon" />
      <p className="sup-state-description">{description}</p>
      {action && <div className="sup-state-action">{action}</div>}
    </div>
  );
}
