import { ACTIVATION_METHOD, labelOf } from '@xingheng/shared';
import { RadioField } from './RadioField';

/** What each SPEC §3 activation method means for the buyer. */
const EXPLAIN: Record<1 | 2, string> = {
  1: '付款后账号暂不计时，设备到位后在用户中心激活，激活时起算服务期。',
  2: '付款后账号立即激活，服务期从付款时起算。',
};

/**
 * 激活方式 (SPEC §3 activation method): 1 manual, 2 automatic, each with a short explanation.
 * @param value the chosen method
 * @param onChange called with the new method
 */
export function ActivationField({
  value,
  onChange,
}: {
  value: 1 | 2;
  onChange: (value: 1 | 2) => void;
}) {
  return (
    <RadioField
      label="激活方式"
      name="activationMethod"
      className="ord-activation"
      value={value}
      onChange={(method) => onChange(method === 1 ? 1 : 2)}
      options={([2, 1] as const).map((method) => ({
        value: method,
        label: (
          <span className="ord-activation-option">
            <strong>{labelOf(ACTIVATION_METHOD, method)}</strong>
            <span className="ord-hint">{EXPLAIN[method]}</span>
          </span>
        ),
      }))}
    />
  );
}
