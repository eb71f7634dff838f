import { Alert, QRCode } from 'antd';
import type { PaymentState } from '@xingheng/shared';
import { ButtonLink } from '../../../components/ButtonLink';
import { CountdownText } from '../../../components/CountdownText';
import { formatCents } from '../../../lib/money';
import { useCountdown } from '../../../lib/useCountdown';
import { paymentPath } from '../../../paths';
import '../wxPay.css';

/**
 * WeChat pay by QR code (SPEC §2 `/order/wxPay`, §3 pay types 3 and 6): the amount WeChat pays,
 * the time left, the QR code of the payment's `code_url`, a link to open the payment page on this
 * device (in this demo the code URL is the payment sandbox's page: 扫码或打开链接), and the way
 * back to choose another pay type.
 * @param payment the latest `PaymentState` (amount fen, `expiresAt` epoch ms)
 * @param stale the last ask failed and the page is asking again
 */
export function WxPayPanel({ payment, stale }: { payment: PaymentState; stale: boolean }) {
  const { leftMs, expired } = useCountdown(payment.expiresAt);
  const codeUrl = payment.codeUrl;
  return (
    <section className="ord-card ord-wxpay" aria-labelledby="ord-wxpay-title">
      <h2 id="ord-wxpay-title" className="ord-h2">
        微信扫码支付
      </h2>
      <p className="ord-wxpay-amount">
        支付金额 <span className="ord-amount">{formatCents(payment.gatewayCents)}</span>
      </p>
      {expired ? (
        <Alert type="warning" showIcon title="支付已超时，正在确认支付结果…" />
      ) : (
        <CountdownText leftMs={leftMs} />
      )}
      {codeUrl ? (
        <>
          <figure className="ord-wxpay-code">
            <QRCode value={codeUrl} type="svg" size={220} bordered={false} />
            <figcaption>请使用微信“扫一扫”扫描二维码完成支付</figcaption>
          </figure>
          <p className="ord-hint">
            演示环境：扫码或打开链接均可进入支付页面。
            <a href={codeUrl} target="_blank" rel="noopener noreferrer">
              在本机打开支付页面
            </a>
          </p>
        </>
      ) : (
        <Alert type="error" showIcon title="二维码暂不可用，请返回选择其他支付方式。" />
      )}
      <p className="ord-hint" aria-live="polite">
        支付完成后页面将自动跳转，请勿关闭本页。
      </p>
      {stale && <Alert type="warning" showIcon title="网络不稳定，正在重新获取支付结果…" />}
      <ButtonLink to={paymentPath(payment.orderNo)}>更换支付方式</ButtonLink>
    </section>
  );
}
