import type { ReactNode } from 'react';
import { Button } from 'antd';

/** Props of {@link PrimaryAction}. */
export interface PrimaryActionProps {
  /** Shows the spinner while the action runs (clicks are ignored meanwhile). */
  loading: boolean;
  disabled?: boolean;
  onClick: () => void;
  /** The label, e.g. 提交订单. */
  children: ReactNode;
}

/**
 * The one main action of an order panel (提交订单, 立即支付): a large full-width primary antd
 * button.
 * @returns the button; `onClick` is called on click unless loading or disabled
 */
export function PrimaryAction({
  loading,
  disabled = false,
  onClick,
  children,
}: PrimaryActionProps) {
  return (
    <Button
      type="primary"
      size="large"
      block
      loading={loading}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
