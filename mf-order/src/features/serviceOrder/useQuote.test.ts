import { act, renderHook } from '@testing-library/react';
import type { ServiceOrderConfig, ServiceQuote } from '@xingheng/shared';
import { quoteServiceOrder } from './api';
import { QUOTE_DEBOUNCE_MS, useQuote } from './useQuote';

jest.mock('./api');
const quote = jest.mocked(quoteServiceOrder);

const BASE: ServiceOrderConfig = {
  serviceId: 6,
  orderType: 0,
  accountName: null,
  serverType: 2,
  durationUnit: 3,
  duration: 1,
  accounts: 1,
  activationMethod: 2,
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.resetAllMocks();
});

test('asks once the changes stop, and drops the answer for an older configuration', async () => {
  const answers: Array<(q: ServiceQuote) => void> = [];
  quote.mockImplementation(() => new Promise((resolve) => answers.push(resolve)));
  const one = BASE;
  const two = { ...BASE, duration: 2 };
  const three = { ...BASE, duration: 3 };
  const { result, rerender } = renderHook(({ config }) => useQuote(config), {
    initialProps: { config: one as ServiceOrderConfig | null },
  });
  expect(result.current.state).toEqual({ status: 'loading' });
  rerender({ config: two });
  await act(() => jest.advanceTimersByTimeAsync(QUOTE_DEBOUNCE_MS - 1));
  expect(quote).not.toHaveBeenCalled();
  await act(() => jest.advanceTimersByTimeAsync(1));
  expect(quote).toHaveBeenCalledTimes(1);
  expect(quote).toHaveBeenLastCalledWith(two);

  // Changed again before the answer: the late answer for `two` is not shown as the price of `three`.
  rerender({ config: three });
  await act(async () => answers[0]?.({ unitPriceCents: 12000, amountCents: 22800 }));
  expect(result.current.state).toEqual({ status: 'loading' });
  await act(() => jest.advanceTimersByTimeAsync(QUOTE_DEBOUNCE_MS));
  expect(quote).toHaveBeenLastCalledWith(three);
  await act(async () => answers[1]?.({ unitPriceCents: 12000, amountCents: 34200 }));
  expect(result.current.state).toEqual({
    status: 'ready',
    quote: { unitPriceCents: 12000, amountCents: 34200 },
  });
});

test('an incomplete configuration asks nothing', async () => {
  const { result } = renderHook(() => useQuote(null));
  await act(() => jest.advanceTimersByTimeAsync(10 * QUOTE_DEBOUNCE_MS));
  expect(result.current.state).toEqual({ status: 'idle' });
  expect(quote).not.toHaveBeenCalled();
});
