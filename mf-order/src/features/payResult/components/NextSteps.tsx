import type { ReactNode } from 'react';
import {
  HARDWARE_ORDER_STATUS,
  HARDWARE_STATUS,
  labelOf,
  type OrderDetail,
} from '@xingheng/shared';
import { Link } from '@xingheng/shared/router';
import { addressText } from '../../../lib/orderText';
import { sitePaths } from '../../../paths';

/** The 接下来 panel of a paid order: its heading and the numbered steps given as `li`s. */
function NextStepsPanel({ children }: { children: ReactNode }) {
  return (
    <section className="ord-panel" aria-labelledby="ord-next-steps">
      <h2 id="ord-next-steps" className="ord-panel-title">
        接下来
      </h2>
      <ol className="ord-steps">{children}</ol>
    </section>
  );
}

/**
 * What happens after a service order is paid (SPEC §2 `/order/payoff`): accounts with automatic
 * activation work at once; manual ones wait (待激活) until activated in the user center; how to
 * connect over NTRIP. The accounts themselves are listed by the page.
 * @param order the paid service order
 */
export function ServiceNextSteps({ order }: { order: OrderDetail }) {
  const waiting = order.accounts.some((account) => account.isActive === 0);
  return (
    <NextStepsPanel>
      {order.accounts.length === 0 ? (
        <li>服务账号正在开通，稍后可在用户中心查看。</li>
      ) : (
        <li>服务账号已开通，NTRIP 接入信息见下方；密码请在账号卡片中重置后查看。</li>
      )}
      {waiting && <li>待激活的账号（手动激活）需在用户中心激活后才能使用，服务期从激活时起算。</li>}
      <li>
        在接收机或 SDK 中填写 Caster 地址、端口、挂载点与账号密码，即可接收 CGCS2000
        等坐标系下的差分改正数据，详细步骤见<Link to={sitePaths.support}>支持与服务</Link>。
      </li>
    </NextStepsPanel>
  );
}

/**
 * What happens after a hardware order is paid: it waits for shipment (待发货) to the order's
 * address; its SPEC §4 status and, once shipped, the tracking number.
 * @param order the paid hardware order
 */
export function HardwareNextSteps({ order }: { order: OrderDetail }) {
  const hardware = order.hardware;
  if (!hardware) return null;
  return (
    <NextStepsPanel>
      <li>
        订单状态：{labelOf(HARDWARE_ORDER_STATUS, order.status)}
        {order.status === HARDWARE_STATUS.paid && '，待发货：我们将尽快安排发货。'}
        {hardware.trackingNo && `，运单号 ${hardware.trackingNo}。`}
      </li>
      <li>收货地址：{addressText(hardware.address)}</li>
      <li>发货后可在用户中心查看物流，收到货物后请确认收货。</li>
    </NextStepsPanel>
  );
}
