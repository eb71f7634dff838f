import { act, renderHook } from '@testing-library/react';
import { useCountdown } from './useCountdown';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('counts down one a second from the start to 0, then stays idle', () => {
  const { result } = renderHook(() => useCountdown());
  expect(result.current.left).toBe(0);
  act(() => result.current.start(60));
  expect(result.current.left).toBe(60);
  act(() => jest.advanceTimersByTime(1000));
  expect(result.current.left).toBe(59);
  for (let i = 0; i < 59; i += 1) act(() => jest.advanceTimersByTime(1000));
  expect(result.current.left).toBe(0);
  act(() => jest.advanceTimersByTime(5000));
  expect(result.current.left).toBe(0);
});
