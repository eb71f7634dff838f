import type { ReactNode } from 'react';
import { Button } from 'antd';
import { userCenterUrl, type OrderDetail } from '@xingheng/shared';
import { ErrorState, LoadingState } from '../../../components/PageStates';
import { failureMessage, isNotFound } from '../../../lib/failureMessage';
import type { AsyncData } from '@xingheng/shared/ui';

/**
 * The states every page about one order shares: no valid `orderNo` in the query, loading, an
 * unknown order (or another user's), a failed load with 重试; once loaded, `children(order)`.
 * @param state `useOrderDetail(...)[0]` (`idle` means the query had no valid order number)
 * @param retry loads again
 * @param children renders the loaded order
 */
export function OrderGate({
  state,
  retry,
  children,
}: {
  state: AsyncData<OrderDetail>;
  retry: () => void;
  children: (order: OrderDetail) => ReactNode;
}) {
  const orders = (
    // Orders live in the user center (SPEC §2), read from the runtime config on each render.
    <Button href={userCenterUrl('/order/services')}>查看我的订单</Button>
  );
  switch (state.status) {
    case 'idle':
      return (
        <ErrorState
          status="warning"
          title="缺少订单号"
          message="链接中没有有效的订单号，请从订单列表重新进入。"
          extra={orders}
        />
      );
    case 'loading':
      return <LoadingState label="正在加载订单" />;
    case 'error':
      return isNotFound(state.error) ? (
        <ErrorState
          status="404"
          title="订单不存在"
          message="没有找到该订单，请确认链接是否完整，或在订单列表中查看。"
          extra={orders}
        />
      ) : (
        <ErrorState
          title="订单加载失败"
          message={failureMessage(state.error)}
          onRetry={retry}
          extra={orders}
        />
      );
    case 'ready':
      return <>{children(state.data)}</>;
  }
}
