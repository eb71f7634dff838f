import type { ReactNode } from 'react';
import { Button, Empty, Result, Skeleton } from 'antd';
import './page.css';

/**
 * A loading block with an accessible name.
 * @param label what is loading, read by screen readers, e.g. `正在加载我的反馈`
 * @param rows paragraph rows of the skeleton (default 4)
 */
export function LoadingState({ label, rows = 4 }: { label: string; rows?: number }) {
  return (
    <div className="sup-state" role="status" aria-label={label} aria-busy="true">
      <Skeleton active title={false} paragraph={{ rows }} />
    </div>
  );
}

/**
 * A failed load inside a page (SPEC §8: the support pages show the API's message themselves):
 * the message as an alert and, when the load can be repeated, 重试.
 * @param title what failed, e.g. `文章列表加载失败`
 * @param message the Chinese reason (the API's `msg` or the network message)
 * @param onRetry shows 重试 when given
 */
export function ErrorState({
  title,
  message,
  onRetry,
}: {
  title: string;
  message?: ReactNode;
  onRetry?: () => void;
}) {
  return (
    <div role="alert">
      <Result
        className="sup-state"
        status="warning"
        title={<h2 className="sup-state-title">{title}</h2>}
        subTitle={message}
        extra={
          onRetry && (
            <Button type="primary" autoInsertSpace={false} onClick={onRetry}>
              重试
            </Button>
          )
        }
      />
    </div>
  );
}

/**
 * An empty list: a sentence and, when given, what to do next.
 * @param description e.g. `该分类下暂无文章`
 * @param action a link or button under it
 */
export function EmptyState({ description, action }: { description: string; action?: ReactNode }) {
  return (
    <Empty className="sup-state" image={Empty.PRESENTED_IMAGE_SIMPLE} description={description}>
      {action}
    </Empty>
  );
}
