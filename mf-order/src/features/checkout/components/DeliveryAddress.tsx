import { Alert, Button, Skeleton } from 'antd';
import type { Address } from '@xingheng/shared';
import { useAddressBook } from '../useAddressBook';

/**
 * The 收货地址 step of hardware checkout: mf-account's address book in pick mode, loaded through
 * federation (docs/adr/0003-address-book-component.md). While it loads, a skeleton; when mf-account
 * is down, a warning that addresses cannot be chosen right now, with 重试 — the rest of the page
 * keeps working.
 * @param selectedId the chosen address id, if any
 * @param onPick called with the chosen address (and the preselected one once loaded)
 * @param load the loader (tests pass a fake)
 */
export function DeliveryAddress({
  selectedId,
  onPick,
  load,
}: {
  selectedId?: number;
  onPick: (address: Address) => void;
  load?: Parameters<typeof useAddressBook>[0];
}) {
  const { state, retry } = useAddressBook(load);
  return (
    <section aria-labelledby="order-delivery-title">
      <h2 id="order-delivery-title">收货地址</h2>
      {state.status === 'loading' && <Skeleton active paragraph={{ rows: 3 }} />}
      {state.status === 'unavailable' && (
        <Alert
          type="warning"
          showIcon
          title="收货地址暂时无法加载"
          description="账户服务暂时不可用，暂不能选择收货地址。请稍后重试，订单内容不受影响。"
          action={<Button onClick={retry}>重试</Button>}
        />
      )}
      {state.status === 'ready' && (
        <state.AddressBook
          mode="pick"
          onPick={onPick}
          {...(selectedId === undefined ? {} : { selectedId })}
        />
      )}
    </section>
  );
}
