import { TitledList } from '@xingheng/shared';

/** The usual reasons a payment does not complete (SPEC §2 `/order/payError`). */
const REASONS: readonly { title: string; detail: string }[] = [
  {
    title: '支付超时',
    detail: '订单保留 30 分钟，超时未支付将自动取消；在保留时间内可直接重新支付。',
  },
  { title: '余额不足', detail: '账户余额或支付账户余额不足以支付本单，请充值或更换支付方式。' },
  {
    title: '银行卡限额',
    detail: '银行卡单笔或单日支付额度已达上限，可更换银行卡或改用其他支付方式。',
  },
  {
    title: '网络中断',
    detail: '支付过程中网络不稳定，结果未能返回。如已扣款，请勿重复支付，稍后在订单中查看状态。',
  },
];

/** Common reasons for an unfinished payment, as a list with a heading. */
export function FailureReasons() {
  return (
    <TitledList
      className="ord-panel"
      headingId="ord-reasons"
      headingClassName="ord-panel-title"
      title="常见原因"
      listClassName="ord-reasons"
      items={REASONS}
      itemKey={(reason) => reason.title}
      renderItem={(reason) => (
        <>
          <strong>{reason.title}</strong>：{reason.detail}
        </>
      )}
    />
  );
}
