import type { ServiceOffer } from '@xingheng/shared';
import { initialChoice, serverTypesOf, unitsOf, withServerType } from './offerChoice';

const OFFERS: ServiceOffer[] = [
  { serverType: 2, durationUnit: 3, unitPriceCents: 12000 },
  { serverType: 2, durationUnit: 6, unitPriceCents: 120000 },
  { serverType: 1, durationUnit: 4, unitPriceCents: 8000 },
  { serverType: 1, durationUnit: 6, unitPriceCents: 28000 },
];

test('lists the server types and the units of each, in offer order', () => {
  expect(serverTypesOf(OFFERS)).toEqual([2, 1]);
  expect(unitsOf(OFFERS, 2)).toEqual([3, 6]);
  expect(unitsOf(OFFERS, 1)).toEqual([4, 6]);
});

test('starts with the hinted plan when offered, else falls back', () => {
  expect(initialChoice(OFFERS, { serverType: 1, durationUnit: 6 })).toEqual({
    serverType: 1,
    durationUnit: 6,
  });
  expect(initialChoice(OFFERS, { serverType: 1 })).toEqual({ serverType: 1, durationUnit: 4 });
  expect(initialChoice(OFFERS, { serverType: 1, durationUnit: 3 })).toEqual({
    serverType: 1,
    durationUnit: 4,
  });
  expect(initialChoice(OFFERS, { serverType: 9, durationUnit: 6 })).toEqual({
    serverType: 2,
    durationUnit: 6,
  });
  expect(initialChoice(OFFERS, {})).toEqual({ serverType: 2, durationUnit: 3 });
  expect(initialChoice([], {})).toBeNull();
});

test('changing the server type keeps the unit only when it is offered', () => {
  expect(withServerType(OFFERS, { serverType: 2, durationUnit: 6 }, 1)).toEqual({
    serverType: 1,
    durationUnit: 6,
  });
  expect(withServerType(OFFERS, { serverType: 2, durationUnit: 3 }, 1)).toEqual({
    serverType: 1,
    durationUnit: 4,
  });
});
