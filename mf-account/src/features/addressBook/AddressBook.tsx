import { useEffect, useRef, useState } from 'react';
import { Alert, App, Button, Empty, Modal, Popconfirm, Radio, Space, Spin, Tag } from 'antd';
import type { Address, AddressBookProps } from '@xingheng/shared';
import { failureMessage } from '../../lib/failureMessage';
import { useAddressBookDeps } from './addressBookDeps';
import { AddressForm } from './AddressForm';
import './addressBook.css';

/** 张三 139****5678 with the full address line, for lists and screen readers. */
function AddressText({ address }: { address: Address }) {
  return (
    <span className="acc-address-text">
      <span className="acc-address-who">
        <strong>{address.recipient}</strong> <span>{address.mobile}</span>
        {address.isDefault && <Tag color="blue">默认</Tag>}
      </span>
      <span className="acc-address-line">
        {`${address.provinceName} ${address.cityName} ${address.districtName} ${address.detail}`}
        {address.postcode ? `（${address.postcode}）` : ''}
      </span>
    </span>
  );
}

/**
 * The logged-in user's delivery addresses (docs/api.md "Address book"; contract
 * `AddressBookProps` of `@xingheng/shared`, exposed by mf-account as `./AddressBook`):
 * - loading, error (with 重试) and empty (还没有收货地址) states;
 * - `manage`: each address with 编辑, 设为默认 and 删除 (confirmed); 新增收货地址 opens the form;
 * - `pick`: the addresses as a radio group (arrow keys move the choice); `onPick` gets the chosen
 *   one, and the preselected one (`selectedId`, else the default) once loaded.
 */
export function AddressBook(props: AddressBookProps) {
  // antd's App (for `message`) around this component only: the section providers carry none,
  // since App brings antd's Modal and notification code to every page that uses antd.
  return (
    <App component={false}>
      <AddressBookContent {...props} />
    </App>
  );
}

/** The address book itself, inside antd's `App` (`App.useApp()` for its messages). */
function AddressBookContent({ mode, selectedId, onPick }: AddressBookProps) {
  const deps = useAddressBookDeps();
  const { message } = App.useApp();
  const [addresses, setAddresses] = useState<Address[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const [chosenId, setChosenId] = useState<number | undefined>();
  const [loads, setLoads] = useState(0);
  const announced = useRef(false);
  // The latest props, for the load callback (it runs after the render that started it).
  const latest = useRef({ mode, selectedId, onPick });
  useEffect(() => {
    latest.current = { mode, selectedId, onPick };
  });

  useEffect(() => {
    let live = true;
    deps.list().then(
      (list) => {
        if (!live) return;
        setAddresses(list);
        setError(null);
        const { mode: m, selectedId: wanted, onPick: pickCallback } = latest.current;
        if (m !== 'pick' || announced.current) return;
        const first = list.find((a) => a.id === wanted) ?? list.find((a) => a.isDefault) ?? list[0];
        if (!first) return;
        announced.current = true;
        setChosenId(first.id);
        pickCallback?.(first);
      },
      (failure: unknown) => {
        if (live) setError(failureMessage(failure));
      },
    );
    return () => {
      live = false;
    };
  }, [deps, loads]);

  const reload = () => setLoads((n) => n + 1);
  const retry = () => {
    setError(null);
    setAddresses(null);
    reload();
  };
  const picked = selectedId ?? chosenId;

  const act = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      message.success(done);
    } catch {
      // The shared client has shown the API's message.
    }
    reload();
  };

  const pick = (address: Address) => {
    setChosenId(address.id);
    onPick?.(address);
  };

  const saved = (address: Address) => {
    setEditing(null);
    message.success('收货地址已保存');
    reload();
    if (mode === 'pick') pick(address);
  };

  let body;
  if (error) {
    body = (
      <Alert type="error" showIcon title={error} action={<Button onClick={retry}>重试</Button>} />
    );
  } else if (!addresses) {
    body = (
      <div role="status" className="acc-address-loading">
        <Spin /> 正在加载收货地址…
      </div>
    );
  } else if (addresses.length === 0) {
    body = <Empty description="还没有收货地址" />;
  } else if (mode === 'pick') {
    body = (
      <Radio.Group
        className="acc-address-list"
        aria-label="选择收货地址"
        value={picked}
        onChange={(event) => {
          const chosen = addresses.find((a) => a.id === Number(event.target.value));
          if (chosen) pick(chosen);
        }}
      >
        {addresses.map((address) => (
          <Radio key={address.id} value={address.id} className="acc-address-item">
            <AddressText address={address} />
          </Radio>
        ))}
      </Radio.Group>
    );
  } else {
    body = (
      <ul className="acc-address-list" aria-label="收货地址">
        {addresses.map((address) => (
          <li key={address.id} className="acc-address-item">
            <AddressText address={address} />
            <Space wrap>
              <Button size="small" onClick={() => setEditing(address)}>
                编辑
              </Button>
              {!address.isDefault && (
                <Button
                  size="small"
                  onClick={() => void act(() => deps.setDefault(address.id), '已设为默认地址')}
                >
                  设为默认
                </Button>
              )}
              <Popconfirm
                title="确定删除这个收货地址吗？"
                okText="删除"
                cancelText="取消"
                onConfirm={() => void act(() => deps.remove(address.id), '收货地址已删除')}
              >
                <Button size="small" danger>
                  删除
                </Button>
              </Popconfirm>
            </Space>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="acc-address-book" aria-label="收货地址簿">
      {body}
      {!error && addresses && (
        <Button type="dashed" block onClick={() => setEditing('new')} style={{ marginTop: 12 }}>
          新增收货地址
        </Button>
      )}
      <Modal
        open={editing !== null}
        title={editing === 'new' ? '新增收货地址' : '编辑收货地址'}
        footer={null}
        onCancel={() => setEditing(null)}
        destroyOnHidden
      >
        {editing !== null && (
          <AddressForm
            {...(editing === 'new' ? {} : { address: editing })}
            onSaved={saved}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </section>
  );
}
