import { readOrderNo } from './orderQuery';

test('keeps a well-formed order or payment number', () => {
  const search = new URLSearchParams('orderNo=SO2026031804715263&paymentNo=PAY-20261124-01');
  expect(readOrderNo(search)).toBe('SO2026031804715263');
  expect(readOrderNo(search, 'paymentNo')).toBe('PAY-20261124-01');
});

test.each(['orderNo=%3Cscript%3E', 'orderNo=abc', `orderNo=${'A'.repeat(41)}`, ''])(
  'drops a missing or malformed number (%s)',
  (query) => {
    expect(readOrderNo(new URLSearchParams(query))).toBeUndefined();
  },
);
