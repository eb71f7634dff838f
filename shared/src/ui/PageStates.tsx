import type { ReactNode } from 'react';
import { Button, Empty, Result, Skeleton } from 'antd';

/** How one app's page states look: its class names and defaults (the CSS stays the app's own). */
export interface PageStatesLook {
  /** Class prefix: the states get `<prefix>-state`, their titles `<prefix>-state-title`. */
  prefix: string;
  /** Skeleton rows of a loading state when the caller gives none. */
  loadingRows: number;
  /** The `Result` status of a failure when the caller gives none. */
  errorStatus: PageErrorStatus;
  /** Class of a row holding 重试 and the caller's `extra`; omitted: 重试 alone, no row. */
  actionsClassName?: string;
  /** Whether a failure is announced as an alert (`role="alert"`). */
  alert: boolean;
  /** antd's space between the two characters of 重试 (`重 试`). */
  spacedRetry: boolean;
}

/** The antd `Result` statuses a page failure uses. */
export type PageErrorStatus = 'error' | 'warning' | '404' | 'info';

/** Props of a loading state: `label` read by screen readers, e.g. `正在加载订单`. */
export interface LoadingStateProps {
  label: string;
  rows?: number;
}

/**
 * Props of a page-level failure (SPEC §8: pages that call the API `silent` show its message
 * themselves): `message` the Chinese reason, `onRetry` shows 重试, `extra` more actions.
 */
export interface ErrorStateProps {
  title: string;
  message?: ReactNode;
  onRetry?: () => void;
  status?: PageErrorStatus;
  extra?: ReactNode;
}

/** Props of an empty list: a sentence and, when given, what to do next. */
export interface EmptyStateProps {
  description: string;
  action?: ReactNode;
}

/**
 * The loading, failure and empty states of a remote's pages, in that remote's look: one
 * implementation for every remote (antd `Skeleton`, `Result`, `Empty`).
 * @param look the remote's class prefix and defaults, e.g. `{ prefix: 'ord', loadingRows: 6,
 *   errorStatus: 'error', actionsClassName: 'ord-actions', alert: false, spacedRetry: true }`
 * @returns `LoadingState` (a skeleton with `role="status"`), `ErrorState` (an antd `Result` with
 *   the title as an `h2`) and `EmptyState` (an antd `Empty`)
 */
export function pageStates(look: PageStatesLook) {
  const stateClass = `${look.prefix}-state`;

  function LoadingState({ label, rows = look.loadingRows }: LoadingStateProps) {
    return (
      <div className={stateClass} role="status" aria-label={label} aria-busy="true">
        <Skeleton active title={false} paragraph={{ rows }} />
      </div>
    );
  }

  function ErrorState({
    title,
    message,
    onRetry,
    status = look.errorStatus,
    extra,
  }: ErrorStateProps) {
    const retry = onRetry && (
      <Button type="primary" autoInsertSpace={look.spacedRetry} onClick={onRetry}>
        重试
      </Button>
    );
    const result = (
      <Result
        className={stateClass}
        status={status}
        title={<h2 className={`${stateClass}-title`}>{title}</h2>}
        subTitle={message}
        extra={
          look.actionsClassName ? (
            <div className={look.actionsClassName}>
              {retry}
              {extra}
            </div>
          ) : extra ? (
            <>
              {retry}
              {extra}
            </>
          ) : (
            retry
          )
        }
      />
    );
    return look.alert ? <div role="alert">{result}</div> : result;
  }

  function EmptyState({ description, action }: EmptyStateProps) {
    return (
      <Empty className={stateClass} image={Empty.PRESENTED_IMAGE_SIMPLE} description={description}>
        {action}
      </Empty>
    );
  }

  return { LoadingState, ErrorState, EmptyState };
}
