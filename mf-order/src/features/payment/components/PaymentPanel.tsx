import { useState } from 'react';
import { Alert, Button } from 'antd';
import type { OrderDetail, Wallet } from '@xingheng/shared';
import { CountdownText } from '../../../components/CountdownText';
import { formatCents } from '../../../lib/money';
import type { AsyncData } from '@xingheng/shared/ui';
import { useCountdown } from '../../../lib/useCountdown';
import { defaultPayType, payTypeOptions, type PayTypeCode } from '../payTypes';
import { usePay } from '../usePay';
import { PayTypeChoice } from './PayTypeChoice';
import '../payment.css';
import { PrimaryAction } from '../../../components/PrimaryAction';

/**
 * Paying an unpaid order (SPEC §2 `/order/payment`, §3 pay types): the time left until the order
 * is cancelled (at 00:00 "订单已超时取消" and paying is disabled), the balance, the pay types
 * with their availability, and 立即支付 (a refused payment shows the API's message here).
 * @param order the unpaid `OrderDetail` (amount in fen, `expiresAt` epoch ms)
 * @param wallet the balance load (`fetchWallet`); while loading or failed, the balance types
 *   are disabled; `onRetryWallet` loads it again
 */
export function PaymentPanel({
  order,
  wallet,
  onRetryWallet,
}: {
  order: OrderDetail;
  wallet: AsyncData<Wallet>;
  onRetryWallet: () => void;
}) {
  const { leftMs, expired } = useCountdown(order.expiresAt);
  const balance = wallet.status === 'ready' ? wallet.data.balanceCents : null;
  const options = payTypeOptions(order.amountCents, balance, order.kind);
  const [picked, setPicked] = useState<PayTypeCode | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const { pay, paying, error } = usePay(order.orderNo);
  // Until the person picks, follow the balance as it loads (balance if it covers the amount).
  const chosen = options.find((o) => o.value === picked && o.disabledReason === null);
  const payType = chosen?.value ?? defaultPayType(options);
  const needsCode = payType === 4 || payType === 5;

  const submit = () => {
    if (needsCode && code.trim() === '') {
      setCodeError(payType === 4 ? '请输入服务码' : '请输入兑换码');
      return;
    }
    setCodeError(null);
    void pay(payType, needsCode ? code.trim() : undefined);
  };

  return (
    <section className="ord-card ord-pay" aria-labelledby="ord-pay-title">
      <h2 id="ord-pay-title" className="ord-h2">
        选择支付方式
      </h2>
      {expired ? (
        <Alert
          type="error"
          showIcon
          title="订单已超时取消"
          description="未在 30 分钟内完成支付，订单已自动取消，请重新下单。"
        />
      ) : (
        <CountdownText leftMs={leftMs} />
      )}
      <p className="ord-balance">
        账户余额：
        {wallet.status === 'ready' && formatCents(wallet.data.balanceCents)}
        {wallet.status === 'loading' && '加载中…'}
        {wallet.status === 'error' && (
          <>
            暂时无法获取{' '}
            <Button type="link" size="small" onClick={onRetryWallet}>
              重新获取
            </Button>
          </>
        )}
      </p>
      <PayTypeChoice
        options={options}
        value={payType}
        onChange={(next) => {
          setPicked(next);
          setCodeError(null);
        }}
        code={code}
        onCode={setCode}
        amountCents={order.amountCents}
        balanceCents={balance}
        disabled={expired || paying}
      />
      {codeError && <Alert type="warning" showIcon title={codeError} />}
      {error && <Alert type="error" showIcon title={error} />}
      <PrimaryAction loading={paying} disabled={expired} onClick={submit}>
        立即支付 {formatCents(order.amountCents)}
      </PrimaryAction>
    </section>
  );
}
