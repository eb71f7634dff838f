import type { ReactNode } from 'react';
import { Button, Result, Skeleton } from 'antd';

/**
 * The loading state of an order page: a skeleton with an accessible name.
 * @param label what is loading, read by screen readers, e.g. `正在加载订单`
 * @param rows paragraph rows of the skeleton (default 6)
 */
export function LoadingState({ label, rows = 6 }: { label: string; rows?: number }) {
  return (
    <div className="ord-state" role="status" aria-label={label} aria-busy="true">
      <Skeleton active title={false} paragraph={{ rows }} />
    </div>
  );
}

/**
 * A page-level failure (SPEC §8: the order pages show the API's message themselves): an antd
 * `Result` with the message and, when the load can be repeated, 重试.
 * @param title what failed, e.g. `订单加载失败`
 * @param message the Chinese reason (the API's `msg` or the network message)
 * @param onRetry shows 重试 when given
 * @param status `error` (default), `warning` or `404`
 * @param extra more actions (links back)
 */
export function ErrorState({
  title,
  message,
  onRetry,
  status = 'error',
  extra,
}: {
  title: string;
  message?: ReactNode;
  onRetry?: () => void;
  status?: 'error' | 'warning' | '404' | 'info';
  extra?: ReactNode;
}) {
  return (
    <Result
      className="ord-state"
      status={status}
      title={<h2 className="ord-state-title">{title}</h2>}
      subTitle={message}
      extra={
        <div className="ord-actions">
          {onRetry && (
            <Button type="primary" onClick={onRetry}>
              重试
            </Button>
          )}
          {extra}
        </div>
      }
    />
  );
}
