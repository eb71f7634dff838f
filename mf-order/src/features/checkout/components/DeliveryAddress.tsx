import { useEffect, useState } from 'react';
import { Alert, Button, Skeleton } from 'antd';
import type { Address } from '@xingheng/shared';
import { useAddressBook, type AddressBookState } from '../useAddressBook';

/**
 * The 收货地址 step of hardware checkout: mf-account's address book in pick mode, loaded through
 * federation (docs/adr/0003-address-book-component.md). While it loads, a skeleton; when mf-account
 * is down, a warning that addresses cannot be chosen right now, with 重试 — the rest of the page
 * keeps working. 管理收货地址 switches the book to its manage mode (edit, set the default, delete)
 * and 完成 back to picking, which reloads the list and picks the chosen address again (or the
 * default, when the chosen one was deleted).
 * @param selectedId the chosen address id, if any
 * @param onPick called with the chosen address (and the preselected one once loaded)
 * @param load the loader (tests pass a fake)
 * @param onStatus told where loading stands (`loading`, `ready`, `unavailable`) whenever it
 *   changes, so checkout can say why it cannot be submitted
 */
export function DeliveryAddress({
  selectedId,
  onPick,
  load,
  onStatus,
}: {
  selectedId?: number | undefined;
  onPick: (address: Address) => void;
  load?: Parameters<typeof useAddressBook>[0];
  onStatus?: (status: AddressBookState['status']) => void;
}) {
  const { state, retry } = useAddressBook(load);
  const [managing, setManaging] = useState(false);
  useEffect(() => {
    onStatus?.(state.status);
  }, [state.status, onStatus]);
  return (
    <section aria-labelledby="order-delivery-title" className="ord-delivery">
      <div className="ord-delivery-head">
        <h2 id="order-delivery-title">收货地址</h2>
        {state.status === 'ready' && (
          <Button type="link" aria-pressed={managing} onClick={() => setManaging((on) => !on)}>
            {managing ? '完成' : '管理收货地址'}
          </Button>
        )}
      </div>
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
      {state.status === 'ready' && managing && <state.AddressBook mode="manage" />}
      {state.status === 'ready' && !managing && (
        <state.AddressBook
          mode="pick"
          onPick={onPick}
          {...(selectedId === undefined ? {} : { selectedId })}
        />
      )}
    </section>
  );
}
