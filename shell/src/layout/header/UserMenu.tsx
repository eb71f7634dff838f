import { useState, type ComponentType } from 'react';
import { UserTrigger } from './UserTrigger';
import type { UserDropdownProps } from './UserDropdown';

/** How the menu was first asked for: the antd Dropdown opens that way once it is loaded. */
type FirstUse = { focus: boolean };

/**
 * The logged-in user's menu (SPEC §2, §4) as first painted: the plain `UserTrigger`. Pointing at
 * it, focusing or pressing it fetches the antd drop-down (`UserDropdown`: 用户中心, 未支付订单(n),
 * 安全设置, 退出登录), which then takes the trigger's place already open, with the focus kept on
 * the trigger when it had it. If that code cannot be fetched, the plain button stays.
 * @param title the trigger's title: the user's phone number (我的账户 until it is known)
 */
export function UserMenu({ title }: { title: string }) {
  const [loaded, setLoaded] = useState<{
    Dropdown: ComponentType<UserDropdownProps>;
    first: FirstUse;
  } | null>(null);
  const [loading, setLoading] = useState(false);

  if (loaded) {
    const { Dropdown, first } = loaded;
    return <Dropdown title={title} initialOpen focusTrigger={first.focus} />;
  }

  const start = (first: FirstUse) => {
    if (loading) return;
    setLoading(true);
    import('./UserDropdown')
      .then(({ UserDropdown }) => setLoaded({ Dropdown: UserDropdown, first }))
      .catch((error: unknown) => {
        console.warn('[shell] 用户菜单加载失败', error);
        setLoading(false);
      });
  };

  return (
    <UserTrigger
      title={title}
      aria-expanded={false}
      onPointerEnter={() => start({ focus: false })}
      onFocus={() => start({ focus: true })}
      onClick={(event) => start({ focus: event.currentTarget === document.activeElement })}
    />
  );
}
