import { Alert, Button } from 'antd';
import { formatCents } from '../../../lib/money';
import type { QuoteState } from '../useQuote';
import { PrimaryAction } from '../../../components/PrimaryAction';

/**
 * The price area of the purchase page: 应付金额 as the server quoted it for exactly the current
 * configuration ("计算中…" while asking; never computed here), the submit button (enabled only
 * with a current quote) and a refused creation's message.
 * @param quote the `useQuote` state; `onRetryQuote` asks again after an error
 * @param submitting a creation is under way; `onSubmit` creates the order
 * @param error the API's message of a refused creation
 */
export function QuotePanel({
  quote,
  onRetryQuote,
  submitting,
  onSubmit,
  error,
}: {
  quote: QuoteState;
  onRetryQuote: () => void;
  submitting: boolean;
  onSubmit: () => void;
  error: string | null;
}) {
  return (
    <aside className="ord-card ord-quote" aria-labelledby="ord-quote-title">
      <h2 id="ord-quote-title" className="ord-h2">
        费用
      </h2>
      <div aria-live="polite" className="ord-quote-price">
        <span className="ord-quote-label">应付金额</span>
        {quote.status === 'ready' && (
          <>
            <span className="ord-amount">{formatCents(quote.quote.amountCents)}</span>
            <span className="ord-hint">
              单价 {formatCents(quote.quote.unitPriceCents)}，金额由服务器按所选配置计算
            </span>
          </>
        )}
        {quote.status === 'loading' && <span className="ord-quote-pending">计算中…</span>}
        {quote.status === 'idle' && <span className="ord-hint">请先完善购买时长和账号数量</span>}
      </div>
      {quote.status === 'error' && (
        <Alert
          type="error"
          showIcon
          title={quote.message}
          action={
            <Button size="small" onClick={onRetryQuote}>
              重新计算
            </Button>
          }
        />
      )}
      {error && <Alert type="error" showIcon title={error} className="ord-form-error" />}
      <PrimaryAction loading={submitting} disabled={quote.status !== 'ready'} onClick={onSubmit}>
        提交订单
      </PrimaryAction>
      <p className="ord-hint">提交后请在 30 分钟内完成支付，超时订单将自动取消。</p>
    </aside>
  );
}
