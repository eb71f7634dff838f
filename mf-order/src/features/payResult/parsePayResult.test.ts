import { formatYuan, parsePayResult } from './parsePayResult';

describe('parsePayResult', () => {
  it('keeps valid values', () => {
    const query = new URLSearchParams('orderNo=XH20261122001&amount=199.5&payType=2');
    expect(parsePayResult(query)).toEqual({ orderNo: 'XH20261122001', amount: 199.5, payType: 2 });
  });

  it.each([
    'orderNo=%3Cscript%3E&amount=-1&payType=9',
    'orderNo=abc&amount=1e3&payType=x',
    'orderNo=' + 'A'.repeat(41) + '&amount=NaN&payType=0',
    '',
  ])('drops invalid or missing values (%s)', (query) => {
    expect(parsePayResult(new URLSearchParams(query))).toEqual({});
  });
});

describe('formatYuan', () => {
  it('prints two decimals with a yuan sign', () => {
    expect(formatYuan(199)).toBe('¥199.00');
    expect(formatYuan(12800.5)).toBe('¥12,800.50');
    expect(formatYuan(0)).toBe('¥0.00');
  });
});
