import { readShopOrderQuery } from './shopOrderQuery';

const read = (query: string) => readShopOrderQuery(new URLSearchParams(query));

test('reads the product and quantity', () => {
  expect(read('product=t-box&quantity=3')).toEqual({
    slug: 't-box',
    quantity: 3,
    serviceId: undefined,
    planId: undefined,
  });
});

test('drops a malformed product and keeps the quantity within 1–99', () => {
  expect(read('product=%3Cx%3E&quantity=100')).toMatchObject({ slug: undefined, quantity: 1 });
  expect(read('product=p-box&quantity=0')).toMatchObject({ slug: 'p-box', quantity: 1 });
  expect(read('product=p-box&quantity=99')).toMatchObject({ quantity: 99 });
});

test('keeps a legacy service link for forwarding', () => {
  expect(read('serviceId=6&planId=601')).toMatchObject({ serviceId: 6, planId: 601 });
});
