import { act, renderHook } from '@testing-library/react';
import { ApiFailure } from '@xingheng/shared';
import { wechatPayment } from '../../testing/orderFixtures';
import { fetchPaymentState } from './api';
import { POLL_INTERVAL_MS, usePaymentPolling } from './usePaymentPolling';

jest.mock('./api');
const status = jest.mocked(fetchPaymentState);

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.resetAllMocks();
});

/** Lets the mocked call's promise settle. */
const settle = () => act(async () => undefined);

test('asks every 2 s while pending and stops once settled', async () => {
  status
    .mockResolvedValueOnce(wechatPayment())
    .mockResolvedValueOnce(wechatPayment())
    .mockResolvedValueOnce(wechatPayment({ status: 'paid' }));
  const { result } = renderHook(() => usePaymentPolling('PAY2026112400000001'));
  expect(result.current[0]).toEqual({ status: 'loading' });
  await settle();
  expect(status).toHaveBeenCalledTimes(1);
  expect(result.current[0]).toMatchObject({ status: 'ready', payment: { status: 'pending' } });
  await act(() => jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
  expect(status).toHaveBeenCalledTimes(2);
  await act(() => jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
  expect(status).toHaveBeenCalledTimes(3);
  expect(result.current[0]).toMatchObject({ status: 'ready', payment: { status: 'paid' } });
  await act(() => jest.advanceTimersByTimeAsync(10 * POLL_INTERVAL_MS));
  expect(status).toHaveBeenCalledTimes(3);
});

test('stops on unmount', async () => {
  status.mockResolvedValue(wechatPayment());
  const { unmount } = renderHook(() => usePaymentPolling('PAY2026112400000001'));
  await settle();
  unmount();
  await act(() => jest.advanceTimersByTimeAsync(10 * POLL_INTERVAL_MS));
  expect(status).toHaveBeenCalledTimes(1);
});

test('a failed ask keeps the last state and asks again; a failed first ask stops', async () => {
  const down = new ApiFailure({ code: -1, msg: '网络异常，请稍后重试' });
  status.mockResolvedValueOnce(wechatPayment()).mockRejectedValueOnce(down);
  status.mockResolvedValue(wechatPayment());
  const { result, unmount } = renderHook(() => usePaymentPolling('PAY2026112400000001'));
  await settle();
  await act(() => jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
  expect(result.current[0]).toMatchObject({ status: 'ready', stale: true });
  await act(() => jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
  expect(result.current[0]).toMatchObject({ status: 'ready', stale: false });
  unmount();

  status.mockReset();
  status.mockRejectedValue(down);
  const second = renderHook(() => usePaymentPolling('PAY2026112400000002'));
  await settle();
  expect(second.result.current[0]).toEqual({ status: 'error', error: down });
  await act(() => jest.advanceTimersByTimeAsync(10 * POLL_INTERVAL_MS));
  expect(status).toHaveBeenCalledTimes(1);
});
