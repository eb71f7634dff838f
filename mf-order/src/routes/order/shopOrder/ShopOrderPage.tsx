import { useMemo } from 'react';
import { Navigate, useSearchParams } from '@xingheng/shared/router';
import { ButtonLink } from '../../../components/ButtonLink';
import { RequireAuth } from '@xingheng/shared';
import { OrderPage } from '../../../components/OrderPage';
import { ErrorState } from '../../../components/PageStates';
import { RecordStates } from '../../../components/RecordStates';
import { HardwareCheckout } from '../../../features/checkout/components/HardwareCheckout';
import { readShopOrderQuery } from '../../../features/checkout/shopOrderQuery';
import { useHardwareProduct } from '../../../features/checkout/useHardwareProduct';
import { serviceOrderPath, sitePaths } from '../../../paths';

const DESCRIPTION = '购买星衡时空 GNSS 与 IMU 硬件：选择数量、收货地址与发票信息后提交订单。';

/** The page once the visitor is known to be logged in. */
function ShopOrder() {
  const [search] = useSearchParams();
  const query = useMemo(() => readShopOrderQuery(search), [search]);
  const [state, retry] = useHardwareProduct(query.slug);

  if (query.slug === undefined && query.serviceId !== undefined) {
    const planId = query.planId;
    const to = serviceOrderPath({
      serviceId: query.serviceId,
      ...(planId === undefined ? {} : { planId }),
    });
    return <Navigate to={to} replace />;
  }
  return (
    <OrderPage title="确认订单" description={DESCRIPTION}>
      <RecordStates
        state={state}
        retry={retry}
        notFound={
          <ErrorState
            status="404"
            title="该商品暂不支持在线购买"
            message="商品不存在，或需联系销售购买。"
            extra={<ButtonLink to={sitePaths.hardware}>查看全部硬件</ButtonLink>}
          />
        }
        loadingLabel="正在加载商品"
        failedTitle="商品加载失败"
      >
        {(product) => (
          <HardwareCheckout key={product.slug} product={product} initialQuantity={query.quantity} />
        )}
      </RecordStates>
    </OrderPage>
  );
}

/**
 * `/order/shopOrder?product=<slug>&quantity=` 购买硬件 (SPEC §2), logged-in users only: the
 * product from the API, then the checkout. An unknown product, or one sold only through sales,
 * gets a message with a link to the hardware list. A service link of the older form
 * (`?serviceId=&planId=`, no product) is forwarded to `/order`.
 * Anonymous visitors go to `/login?redirect=…` before any call runs (`RequireAuth`, SPEC §6).
 */
export function ShopOrderPage() {
  return (
    <RequireAuth>
      <ShopOrder />
    </RequireAuth>
  );
}
