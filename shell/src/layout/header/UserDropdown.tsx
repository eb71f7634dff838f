import { useEffect, useRef, useState } from 'react';
import { Dropdown, type MenuProps } from 'antd';
import { useNavigate } from '@xingheng/shared/router';
import { AppProviders } from '@xingheng/shared/ui';
import {
  apiPost,
  clearAuth,
  LINKS,
  selectUnpaidCount,
  useAppDispatch,
  useAppSelector,
  userCenterUrl,
} from '@xingheng/shared';
import { unpaidLabel } from './unpaidLabel';
import { UserTrigger } from './UserTrigger';

/** Props of `UserDropdown`. */
export interface UserDropdownProps {
  /** The drop-down's title: the user's phone number. */
  title: string;
  /** Open on mount: the first use that loaded this code asked for the menu. */
  initialOpen?: boolean;
  /** Focus the trigger on mount: it had the focus before this code replaced it. */
  focusTrigger?: boolean;
}

/**
 * The logged-in user's menu (SPEC §2, §4), loaded on first use by `UserMenu`: an antd Dropdown
 * (hover or click) on `UserTrigger` holding 用户中心, 未支付订单(n), 安全设置 (links into the
 * external user center) and 退出登录, which posts `/user/login/logout` (failure ignored), clears the
 * token and user info and goes to `/login`. Wrapped in the app's antd providers.
 */
export function UserDropdown({
  title,
  initialOpen = false,
  focusTrigger = false,
}: UserDropdownProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const unpaid = useAppSelector(selectUnpaidCount);
  const [open, setOpen] = useState(initialOpen);
  const trigger = useRef<HTMLButtonElement>(null);
  // Read on mount only: later renders must not pull the focus back.
  const focusOnMount = useRef(focusTrigger);

  useEffect(() => {
    if (focusOnMount.current) trigger.current?.focus();
  }, []);

  const logout = async () => {
    await apiPost<null>('/user/login/logout', undefined, { silent: true }).catch(() => undefined);
    dispatch(clearAuth());
    await navigate(LINKS.login);
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
    <AppProviders>
      <Dropdown
        menu={{ items }}
        trigger={['hover', 'click']}
        placement="bottomRight"
        open={open}
        onOpenChange={setOpen}
      >
        <UserTrigger ref={trigger} title={title} aria-expanded={open} />
      </Dropdown>
    </AppProviders>
  );
}
