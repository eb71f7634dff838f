import { useSearchParams } from '@xingheng/shared/router';
import { RequireAuth, labelOf, PAY_TYPE } from '@xingheng/shared';
import { OrderPage } from '../../../components/OrderPage';
import { ErrorState, LoadingState } from '../../../components/PageStates';
import { ButtonLink } from '../../../components/ButtonLink';
import { failureMessage, isNotFound } from '../../../lib/failureMessage';
import { readOrderNo } from '../../../lib/orderQuery';
import { WxPayPanel } from '../../../features/wxPay/components/WxPayPanel';
import { useFollowPayment } from '../../../features/wxPay/useFollowPayment';
import { usePaymentPolling } from '../../../features/wxPay/usePaymentPolling';
import { paymentPath, sitePaths } from '../../../paths';

const DESCRIPTION = '使用微信扫码支付星衡时空订单。';

/** The QR page of one payment: polls it and follows it to the result page. */
function WxPayment({ paymentNo, orderNo }: { paymentNo: string; orderNo: string | undefined }) {
  const [state, retry] = usePaymentPolling(paymentNo);
  const payment = state.status === 'ready' ? state.payment : undefined;
  useFollowPayment(payment?.status, payment?.orderNo ?? orderNo ?? '');
  if (state.status === 'loading') return <LoadingState label="正在获取支付二维码" />;
  if (state.status === 'error') {
    const back = orderNo && <ButtonLink to={paymentPath(orderNo)}>返回支付页面</ButtonLink>;
    return isNotFound(state.error) ? (
      <ErrorState status="404" title="支付记录不存在" extra={back} />
    ) : (
      <ErrorState
        title="支付信息加载失败"
        message={failureMessage(state.error)}
        onRetry={retry}
        extra={back}
      />
    );
  }
  return <WxPayPanel payment={state.payment} stale={state.stale} />;
}

/** The page once the visitor is known to be logged in. */
function WxPay() {
  const [search] = useSearchParams();
  const paymentNo = readOrderNo(search, 'paymentNo');
  const orderNo = readOrderNo(search);
  return (
    <OrderPage title={labelOf(PAY_TYPE, 3)} description={DESCRIPTION} narrow>
      {paymentNo === undefined ? (
        <ErrorState
          status="warning"
          title="缺少支付单号"
          message="链接不完整，请返回支付页面重新选择支付方式。"
          extra={
            <ButtonLink to={orderNo ? paymentPath(orderNo) : sitePaths.home}>
              {orderNo ? '返回支付页面' : '返回首页'}
            </ButtonLink>
          }
        />
      ) : (
        <WxPayment paymentNo={paymentNo} orderNo={orderNo} />
      )}
    </OrderPage>
  );
}

/**
 * `/order/wxPay?orderNo=&paymentNo=` 微信支付 (SPEC §2), logged-in users only: the QR code of the
 * payment, its amount and time left; polls the payment every 2 s and goes to `/order/payoff`
 * when paid, `/order/payError` when it failed or expired.
 * Anonymous visitors go to `/login?redirect=…` before any call runs (`RequireAuth`, SPEC §6).
 */
export function WxPayPage() {
  return (
    <RequireAuth>
      <WxPay />
    </RequireAuth>
  );
}
