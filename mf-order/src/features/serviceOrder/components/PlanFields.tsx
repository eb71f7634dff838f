import {
  DURATION_UNIT,
  labelOf,
  ORDER_LIMITS,
  SERVER_TYPE,
  type ServiceOffer,
} from '@xingheng/shared';
import { formatCents } from '../../../lib/money';
import { offerOf, serverTypesOf, unitsOf, withServerType, type OfferChoice } from '../offerChoice';
import { CountField } from './CountField';
import { RadioField } from './RadioField';

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
      <RadioField
        label="服务类型"
        name="serverType"
        buttons
        value={choice.serverType}
        onChange={(type) => onChoice(withServerType(offers, choice, type))}
        options={serverTypesOf(offers).map((type) => ({
          value: type,
          label: labelOf(SERVER_TYPE, type),
        }))}
      />
      <RadioField
        label="计费周期"
        name="durationUnit"
        buttons
        extra={unitOffer && `单价 ${formatCents(unitOffer.unitPriceCents)} / 账号 / ${unitLabel}`}
        value={choice.durationUnit}
        onChange={(unit) => onChoice({ ...choice, durationUnit: unit })}
        options={unitsOf(offers, choice.serverType).map((unit) => ({
          value: unit,
          label: labelOf(DURATION_UNIT, unit),
        }))}
      />
      <CountField
        label="购买时长"
        id="ord-duration"
        limits={ORDER_LIMITS.duration}
        value={duration}
        onChange={onDuration}
        suffix={unitLabel}
      />
      <CountField
        label="账号数量"
        id="ord-accounts"
        limits={ORDER_LIMITS.accounts}
        value={accounts}
        disabled={props.renewalOf !== undefined}
        onChange={onAccounts}
        suffix="个"
        extra={props.renewalOf && `续费账号 ${props.renewalOf}，数量固定为 1`}
      />
    </>
  );
}
