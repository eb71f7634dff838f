import { Form, InputNumber, Radio } from 'antd';
import {
  DURATION_UNIT,
  labelOf,
  ORDER_LIMITS,
  SERVER_TYPE,
  type ServiceOffer,
} from '@xingheng/shared';
import { formatCents } from '../../../lib/money';
import { offerOf, serverTypesOf, unitsOf, withServerType, type OfferChoice } from '../offerChoice';

/** The plan part of the purchase form, controlled by the page. */
export interface PlanFieldsProps {
  /** The offers to choose from (server type × duration unit, unit price in fen). */
  offers: readonly ServiceOffer[];
  choice: OfferChoice;
  onChoice: (choice: OfferChoice) => void;
  /** Duration count, `ORDER_LIMITS.duration`; null while the field is empty. */
  duration: number | null;
  onDuration: (duration: number | null) => void;
  /** Number of accounts, `ORDER_LIMITS.accounts`; null while empty. */
  accounts: number | null;
  onAccounts: (accounts: number | null) => void;
  /** A renewal renews one named account: the number of accounts is fixed at 1. */
  renewalOf?: string | undefined;
}

/**
 * 服务类型 (SPEC §3 server types the offers have), 计费周期 (the units offered for it, with the
 * offer's unit price), 购买时长 and 账号数量 (fixed at 1 for a renewal). Labels come from the SPEC §3
 * lookups; the total is the server's (`QuotePanel`).
 */
export function PlanFields(props: PlanFieldsProps) {
  const { offers, choice, onChoice, duration, onDuration, accounts, onAccounts } = props;
  const unitOffer = offerOf(offers, choice);
  const unitLabel = labelOf(DURATION_UNIT, choice.durationUnit);
  return (
    <>
      <Form.Item label="服务类型">
        <Radio.Group
          aria-label="服务类型"
          name="serverType"
          optionType="button"
          buttonStyle="solid"
          value={choice.serverType}
          onChange={(e) => onChoice(withServerType(offers, choice, Number(e.target.value)))}
          options={serverTypesOf(offers).map((type) => ({
            value: type,
            label: labelOf(SERVER_TYPE, type),
          }))}
        />
      </Form.Item>
      <Form.Item
        label="计费周期"
        extra={unitOffer && `单价 ${formatCents(unitOffer.unitPriceCents)} / 账号 / ${unitLabel}`}
      >
        <Radio.Group
          aria-label="计费周期"
          name="durationUnit"
          optionType="button"
          buttonStyle="solid"
          value={choice.durationUnit}
          onChange={(e) => onChoice({ ...choice, durationUnit: Number(e.target.value) })}
          options={unitsOf(offers, choice.serverType).map((unit) => ({
            value: unit,
            label: labelOf(DURATION_UNIT, unit),
          }))}
        />
      </Form.Item>
      <Form.Item
        label="购买时长"
        htmlFor="ord-duration"
        validateStatus={duration === null ? 'error' : undefined}
        help={
          duration === null
            ? `请输入购买时长（${ORDER_LIMITS.duration.min}–${ORDER_LIMITS.duration.max}）`
            : undefined
        }
      >
        <InputNumber
          id="ord-duration"
          min={ORDER_LIMITS.duration.min}
          max={ORDER_LIMITS.duration.max}
          precision={0}
          value={duration}
          onChange={(value) => onDuration(value)}
          suffix={unitLabel}
          style={{ width: 180 }}
        />
      </Form.Item>
      <Form.Item
        label="账号数量"
        htmlFor="ord-accounts"
        validateStatus={accounts === null ? 'error' : undefined}
        help={
          accounts === null
            ? `请输入账号数量（${ORDER_LIMITS.accounts.min}–${ORDER_LIMITS.accounts.max}）`
            : undefined
        }
        extra={props.renewalOf && `续费账号 ${props.renewalOf}，数量固定为 1`}
      >
        <InputNumber
          id="ord-accounts"
          min={ORDER_LIMITS.accounts.min}
          max={ORDER_LIMITS.accounts.max}
          precision={0}
          value={accounts}
          disabled={props.renewalOf !== undefined}
          onChange={(value) => onAccounts(value)}
          suffix="个"
          style={{ width: 180 }}
        />
      </Form.Item>
    </>
  );
}
