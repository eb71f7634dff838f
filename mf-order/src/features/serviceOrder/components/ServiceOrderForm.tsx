import { useMemo, useState } from 'react';
import { Form } from 'antd';
import { ORDER_LIMITS, type ServiceOrderConfig } from '@xingheng/shared';
import { initialChoice, type OfferChoice } from '../offerChoice';
import type { ServiceOrderParams } from '../serviceOrderQuery';
import { useCreateServiceOrder } from '../useCreateServiceOrder';
import { useQuote } from '../useQuote';
import type { ServiceOrderSetup } from '../useServiceOrderOptions';
import { ActivationField } from './ActivationField';
import { PlanFields } from './PlanFields';
import { QuotePanel } from './QuotePanel';
import '../serviceOrder.css';

/** A whole number within limits, else null (an empty or out-of-range field). */
function within(value: number | null, limits: { min: number; max: number }): number | null {
  return value !== null && Number.isInteger(value) && value >= limits.min && value <= limits.max
    ? value
    : null;
}

/**
 * The purchase form of `/order` (SPEC §2): the plan (server type, duration unit, duration count,
 * accounts), the activation method (not for a renewal, which keeps its account), the server's
 * price for exactly this configuration, and 提交订单 → `/order/payment?orderNo=…`. A renewal or
 * expansion offers only its account's server type.
 * @param setup the loaded options (with at least one offer) and the plan a `planId` named
 * @param params the validated query (order type, account, preselection)
 */
export function ServiceOrderForm({
  setup,
  params,
}: {
  setup: ServiceOrderSetup;
  params: ServiceOrderParams;
}) {
  const { options, plan } = setup;
  const account = options.account;
  const renewal = params.orderType === 1;
  const offers = useMemo(() => {
    const same = options.offers.filter((o) => o.serverType === account?.serverType);
    return account && same.length > 0 ? same : options.offers;
  }, [options.offers, account]);
  const [choice, setChoice] = useState<OfferChoice | null>(() =>
    initialChoice(offers, {
      serverType: params.serverType ?? plan?.serverType,
      durationUnit: params.durationUnit ?? plan?.durationUnit,
    }),
  );
  const [duration, setDuration] = useState<number | null>(
    within(plan?.duration ?? 1, ORDER_LIMITS.duration) ?? 1,
  );
  const [accounts, setAccounts] = useState<number | null>(1);
  const [activationMethod, setActivationMethod] = useState<1 | 2>(2);

  const count = within(duration, ORDER_LIMITS.duration);
  const accountCount = renewal ? 1 : within(accounts, ORDER_LIMITS.accounts);
  const { orderType, accountName } = params;
  // Primitives only: a new object here means a new configuration, and so a new quote.
  const config = useMemo<ServiceOrderConfig | null>(
    () =>
      choice === null || count === null || accountCount === null
        ? null
        : {
            serviceId: options.serviceId,
            orderType,
            accountName: accountName ?? null,
            serverType: choice.serverType,
            durationUnit: choice.durationUnit,
            duration: count,
            accounts: accountCount,
            activationMethod: renewal ? 2 : activationMethod,
          },
    [
      choice,
      count,
      accountCount,
      options.serviceId,
      orderType,
      accountName,
      renewal,
      activationMethod,
    ],
  );
  const quote = useQuote(config);
  const { create, submitting, error } = useCreateServiceOrder();
  if (choice === null) return null;

  return (
    <div className="ord-buy">
      <section className="ord-card" aria-labelledby="ord-config-title">
        <h2 id="ord-config-title" className="ord-h2">
          选择配置
        </h2>
        <Form layout="vertical" component="div">
          <PlanFields
            offers={offers}
            choice={choice}
            onChoice={setChoice}
            duration={duration}
            onDuration={setDuration}
            accounts={renewal ? 1 : accounts}
            onAccounts={setAccounts}
            renewalOf={renewal ? accountName : undefined}
          />
          {!renewal && <ActivationField value={activationMethod} onChange={setActivationMethod} />}
        </Form>
      </section>
      <QuotePanel
        quote={quote.state}
        onRetryQuote={quote.retry}
        submitting={submitting}
        onSubmit={() => {
          if (config && quote.state.status === 'ready') void create(config);
        }}
        error={error}
      />
    </div>
  );
}
