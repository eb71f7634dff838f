import { balanceWechatSplit, defaultPayType, payTypeOptions } from './payTypes';

const reasons = (
  amount: number,
  balance: number | null,
  kind: 'service' | 'hardware' = 'service',
) =>
  Object.fromEntries(payTypeOptions(amount, balance, kind).map((o) => [o.value, o.disabledReason]));

test('lists the six SPEC §3 pay types with their labels; codes need an input', () => {
  const options = payTypeOptions(19900, 50000, 'service');
  expect(options.map((o) => o.label)).toEqual([
    '余额支付',
    '支付宝',
    '微信支付',
    '服务码兑换',
    '兑换码支付',
    '余额+微信支付',
  ]);
  expect(options.filter((o) => o.needsCode).map((o) => o.value)).toEqual([4, 5]);
  expect(Object.values(reasons(19900, 50000)).every((r) => r === null)).toBe(true);
});

test('balance pay is disabled with the reason when the balance is short', () => {
  expect(reasons(19900, 19899)[1]).toBe('余额不足（可用 ¥198.99）');
  expect(reasons(19900, 19900)[1]).toBeNull();
  expect(reasons(19900, 19899)[6]).toBeNull();
});

test('balance + WeChat needs some balance; both balance types need it known', () => {
  expect(reasons(19900, 0)[6]).toBe('余额为 0，请选择微信支付');
  expect(reasons(19900, null)[1]).toBe('余额暂时无法获取');
  expect(reasons(19900, null)[6]).toBe('余额暂时无法获取');
});

test('service codes do not pay hardware', () => {
  expect(reasons(298000, 0, 'hardware')[4]).toBe('服务码仅可兑换定位服务');
});

test('starts on balance when it covers the amount, else on WeChat pay', () => {
  expect(defaultPayType(payTypeOptions(19900, 20000, 'service'))).toBe(1);
  expect(defaultPayType(payTypeOptions(19900, 100, 'service'))).toBe(3);
});

test('type 6: the balance pays first, WeChat the rest', () => {
  expect(balanceWechatSplit(19900, 5000)).toEqual({ balanceCents: 5000, wechatCents: 14900 });
  expect(balanceWechatSplit(19900, 50000)).toEqual({ balanceCents: 19900, wechatCents: 0 });
});
