import { Button, Result } from 'antd';
import { useSearchParams } from 'react-router';
import { SITE, userCenterUrl } from '@xingheng/shared';
import { PageMeta } from '@xingheng/shared/ui';
import { parsePayResult } from '../../../features/payResult/parsePayResult';
import { PayResultSummary } from '../../../features/payResult/components/PayResultSummary';
import { FailureReasons } from '../../../features/payResult/components/FailureReasons';
import { ButtonLink } from '../../../components/ButtonLink';
import { paymentPath } from '../../../paths';
import '../../../features/payResult/components/payResult.css';

/**
 * `/order/payError` 支付未完成 (SPEC §2). Query: `orderNo` (shown and used for 重新支付 only when
 * valid). Lists common reasons and offers 重新支付 (`/order/payment?orderNo=…`, only with a valid
 * order number), 查看订单 (user center) and 联系客服 (`tel:` the site phone).
 */
export function PayErrorPage() {
  const [search] = useSearchParams();
  const params = parsePayResult(search);
  const { orderNo } = params;
  const tel = `tel:${SITE.phone.replace(/[^\d+]/g, '')}`;
  return (
    <div className="ord-result-page">
      <PageMeta title="支付未完成" description="订单支付未完成：常见原因与重新支付方式。" />
      <div className="ord-result-card">
        <Result
          status="error"
          title={<h1 className="ord-result-h1">支付未完成</h1>}
          subTitle="本次支付没有成功，未完成的订单不会产生扣款。"
          extra={[
            orderNo === undefined ? null : (
              <ButtonLink key="retry" type="primary" to={paymentPath(orderNo)}>
                重新支付
              </ButtonLink>
            ),
            <Button
              key="orders"
              type={orderNo === undefined ? 'primary' : 'default'}
              href={userCenterUrl('/order/services')}
            >
              查看订单
            </Button>,
            <Button key="service" href={tel}>
              联系客服 {SITE.phone}
            </Button>,
          ]}
        >
          <PayResultSummary params={params} showPayment={false} />
          <FailureReasons />
        </Result>
      </div>
    </div>
  );
}
