import { readServiceOrderQuery } from './serviceOrderQuery';

const read = (query: string) => readServiceOrderQuery(new URLSearchParams(query));

test('a new purchase with a plan', () => {
  expect(read('serviceId=6&planId=602')).toEqual({
    ok: true,
    params: { serviceId: 6, orderType: 0, planId: 602 },
  });
});

test('a renewal or expansion names the account', () => {
  expect(read('serviceId=6&orderType=1&accountName=xhcm20481736')).toEqual({
    ok: true,
    params: { serviceId: 6, orderType: 1, accountName: 'xhcm20481736' },
  });
  expect(
    read('serviceId=6&orderType=3&accountName=xhcm20481736&serverType=2&durationUnit=6'),
  ).toEqual({
    ok: true,
    params: {
      serviceId: 6,
      orderType: 3,
      accountName: 'xhcm20481736',
      serverType: 2,
      durationUnit: 6,
    },
  });
  expect(read('serviceId=6&orderType=1')).toEqual({ ok: false, reason: 'noAccount' });
  expect(read('serviceId=6&orderType=1&accountName=%3Cx%3E')).toEqual({
    ok: false,
    reason: 'noAccount',
  });
});

test('without a valid service id there is nothing to buy; bad optional values are dropped', () => {
  expect(read('serviceId=abc')).toEqual({ ok: false, reason: 'noService' });
  expect(read('')).toEqual({ ok: false, reason: 'noService' });
  expect(read('serviceId=7&planId=x&orderType=2&serverType=-1')).toEqual({
    ok: true,
    params: { serviceId: 7, orderType: 0 },
  });
});
