import type { ComponentPropsWithRef } from 'react';
import { DownIcon, UserIcon } from '../icons/icons';

/** Props of `UserTrigger`: a button's props (handlers, ref) and the title. */
export interface UserTriggerProps extends Omit<ComponentPropsWithRef<'button'>, 'title'> {
  /** The user's phone number, or 我的账户 until the user info arrives. */
  title: string;
}

/**
 * The button that opens the logged-in user's menu (SPEC §2, §4): a person icon, the title and a
 * caret. The same markup before the menu's code is loaded (`UserMenu`) and as the antd Dropdown's
 * trigger after (`UserDropdown`), so nothing moves when one replaces the other.
 */
export function UserTrigger({ title, ...button }: UserTriggerProps) {
  return (
    <button type="button" className="shell-user-trigger" aria-haspopup="menu" {...button}>
      <UserIcon />
      <span>{title}</span>
      <DownIcon className="shell-user-caret" />
    </button>
  );
}
