import { hashRedeemCode, normalizeRedeemCode, redeemCodeLabel } from './codes';
import { newPaymentNo, yuan } from './money';

describe('redeem codes', () => {
  it('are the same code whatever the case, spaces and dashes', () => {
    expect(normalizeRedeemCode(' xhsc-demo cm01-2026 ')).toBe('XHSCDEMOCM012026');
    expect(hashRedeemCode('xhsc demo cm01 2026')).toBe(hashRedeemCode('XHSC-DEMO-CM01-2026'));
    expect(hashRedeemCode('XHSC-DEMO-CM01-2026')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('are shown masked', () => {
    expect(redeemCodeLabel('XHRC-DEMO-5000-2026')).toBe('XHRC-****-2026');
  });
});

describe('money and numbers', () => {
  it('writes fen as yuan with thousands separators', () => {
    expect(yuan(500_000)).toBe('¥5,000.00');
    expect(yuan(9_999)).toBe('¥99.99');
    expect(yuan(5)).toBe('¥0.05');
  });

  it('makes payment numbers that fit the column and do not repeat', () => {
    const a = newPaymentNo(1_795_399_200_000);
    expect(a).toMatch(/^PY\d{13}[0-9A-F]{10}$/);
    expect(a.length).toBeLessThanOrEqual(32);
    expect(newPaymentNo(1_795_399_200_000)).not.toBe(a);
  });
});
