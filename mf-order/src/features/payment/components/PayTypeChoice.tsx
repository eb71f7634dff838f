import { Input, Radio } from 'antd';
import { formatCents } from '../../../lib/money';
import { balanceWechatSplit, type PayTypeCode, type PayTypeOption } from '../payTypes';

/**
 * The pay type radio list (SPEC §3 labels): each unavailable type disabled with its reason; a
 * code input under 服务码兑换 / 兑换码支付; for 余额+微信支付 the split ("余额支付 ¥a，微信支付 ¥b").
 * @param options from `payTypeOptions`
 * @param value the chosen type; `onChange` called with another
 * @param code the entered code; `onCode` called as it changes
 * @param amountCents the order's amount (fen); `balanceCents` the balance (fen) or null
 * @param disabled everything disabled (the order expired, a payment is under way)
 */
export function PayTypeChoice({
  options,
  value,
  onChange,
  code,
  onCode,
  amountCents,
  balanceCents,
  disabled,
}: {
  options: readonly PayTypeOption[];
  value: PayTypeCode;
  onChange: (value: PayTypeCode) => void;
  code: string;
  onCode: (code: string) => void;
  amountCents: number;
  balanceCents: number | null;
  disabled: boolean;
}) {
  const chosen = options.find((o) => o.value === value);
  const split =
    value === 6 && balanceCents !== null ? balanceWechatSplit(amountCents, balanceCents) : null;
  return (
    <div className="ord-paytypes">
      <Radio.Group
        aria-label="支付方式"
        name="payType"
        className="ord-paytype-list"
        value={value}
        disabled={disabled}
        onChange={(e) => {
          const next = options.find((o) => o.value === e.target.value);
          if (next) onChange(next.value);
        }}
        options={options.map((option) => ({
          value: option.value,
          disabled: option.disabledReason !== null,
          label: (
            <span className="ord-paytype">
              {option.label}
              {option.disabledReason && (
                <span className="ord-paytype-reason">{option.disabledReason}</span>
              )}
            </span>
          ),
        }))}
      />
      {chosen?.needsCode && (
        <label className="ord-paycode">
          <span>{value === 4 ? '服务码' : '兑换码'}</span>
          <Input
            value={code}
            onChange={(e) => onCode(e.target.value)}
            maxLength={64}
            autoComplete="off"
            disabled={disabled}
            placeholder={value === 4 ? '请输入服务码' : '请输入兑换码'}
          />
        </label>
      )}
      {split && (
        <p className="ord-paysplit">
          余额支付 {formatCents(split.balanceCents)}，微信支付 {formatCents(split.wechatCents)}
        </p>
      )}
    </div>
  );
}
