import { orderPhase } from './orderPhase';

test.each([
  ['service', 0, 'unpaid'],
  ['service', 1, 'paid'],
  ['service', 3, 'cancelled'],
  ['hardware', 0, 'unpaid'],
  ['hardware', 1, 'paid'],
  ['hardware', 2, 'cancelled'],
  ['hardware', 3, 'paid'],
  ['hardware', 5, 'paid'],
] as const)('%s order status %i is %s', (kind, status, phase) => {
  expect(orderPhase({ kind, status })).toBe(phase);
});
