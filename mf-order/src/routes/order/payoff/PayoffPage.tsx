import { Button, Result } from 'antd';
import { useSearchParams } from 'react-router';
import { userCenterUrl } from '@xingheng/shared';
import { PageMeta } from '@xingheng/shared/ui';
import { parsePayResult } from '../../../features/payResult/parsePayResult';
import { PayResultSummary } from '../../../features/payResult/components/PayResultSummary';
import { NextSteps } from '../../../features/payResult/components/NextSteps';
import { ButtonLink } from '../../../components/ButtonLink';
import { sitePaths } from '../../../paths';
import '../../../features/payResult/components/payResult.css';

/**
 * `/order/payoff` 支付成功 (SPEC §2). Query: `orderNo`, `amount` (yuan), `payType` (SPEC §3 pay
 * type code); only valid values are shown. Links to the order list in the user center and home.
 */
export function PayoffPage() {
  const [search] = useSearchParams();
  const params = parsePayResult(search);
  return (
    <div className="ord-result-page">
      <PageMeta title="支付成功" description="订单支付成功，高精度定位服务将自动激活。" />
      <div className="ord-result-card">
        <Result
          status="success"
          title={<h1 className="ord-result-h1">支付成功</h1>}
          subTitle="感谢您选择星衡时空，订单已支付完成。"
          extra={[
            <Button key="orders" type="primary" href={userCenterUrl('/order/services')}>
              查看订单
            </Button>,
            <ButtonLink key="home" to={sitePaths.home}>
              返回首页
            </ButtonLink>,
          ]}
        >
          <PayResultSummary params={params} />
          <NextSteps />
        </Result>
      </div>
    </div>
  );
}
