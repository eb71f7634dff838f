import { Dropdown, type MenuProps } from 'antd';
import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import {
  apiPost,
  clearAuth,
  selectUnpaidCount,
  useAppDispatch,
  useAppSelector,
  userCenterUrl,
} from '@xingheng/shared';

/**
 * Label of the unpaid-orders entry (SPEC §2): the count in brackets only when above 0.
 * @param count unpaid service orders (`countNoPayServerOrder`)
 */
export function unpaidLabel(count: number): string {
  return count > 0 ? `未支付订单(${count})` : '未支付订单';
}

/**
 * The logged-in user's menu (SPEC §2, §4): a drop-down titled with the phone number holding
 * 用户中心, 未支付订单(n), 安全设置 (links into the external user center) and 退出登录, which posts
 * `/user/login/logout` (failure ignored), clears the token and user info and goes to `/login`.
 * @param title the drop-down's title: the user's phone number
 */
export function UserDropdown({ title }: { title: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const unpaid = useAppSelector(selectUnpaidCount);

  const logout = async () => {
    await apiPost<null>('/user/login/logout', undefined, { silent: true }).catch(() => undefined);
    dispatch(clearAuth());
    await navigate('/login');
  };

  const items: MenuProps['items'] = [
    { key: 'user', label: <a href={userCenterUrl('/user')}>用户中心</a> },
    {
      key: 'unpaid',
      label: <a href={userCenterUrl('/order/services?type=0')}>{unpaidLabel(unpaid)}</a>,
    },
    { key: 'security', label: <a href={userCenterUrl('/user/securitycenter')}>安全设置</a> },
    { type: 'divider' },
    { key: 'logout', label: '退出登录', onClick: () => void logout() },
  ];

  return (
    <Dropdown menu={{ items }} trigger={['hover', 'click']} placement="bottomRight">
      <button type="button" className="shell-user-trigger" aria-haspopup="menu">
        <UserOutlined aria-hidden="true" />
        <span>{title}</span>
        <DownOutlined aria-hidden="true" className="shell-user-caret" />
      </button>
    </Dropdown>
  );
}
