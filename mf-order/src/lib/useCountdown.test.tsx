import { act, render, screen } from '@testing-library/react';
import { formatCountdown } from './dateTime';
import { useCountdown } from './useCountdown';

/** Shows the countdown as the payment pages do. */
function Probe({ deadline }: { deadline: number | null }) {
  const { leftMs, expired } = useCountdown(deadline);
  return <p>{expired ? '订单已超时取消' : formatCountdown(leftMs)}</p>;
}

const START = Date.parse('2026-11-24T10:00:00+08:00');

beforeEach(() => {
  jest.useFakeTimers({ now: START });
});
afterEach(() => {
  jest.useRealTimers();
});

test('counts down each second to 00:00, then says the order is cancelled', () => {
  render(<Probe deadline={START + 90_000} />);
  expect(screen.getByText('01:30')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1000));
  expect(screen.getByText('01:29')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(29_000));
  expect(screen.getByText('01:00')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(59_000));
  expect(screen.getByText('00:01')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1000));
  expect(screen.getByText('订单已超时取消')).toBeInTheDocument();
  expect(jest.getTimerCount()).toBe(0);
});

test('a deadline in the past is expired at once', () => {
  render(<Probe deadline={START - 1} />);
  expect(screen.getByText('订单已超时取消')).toBeInTheDocument();
});

test('no deadline: nothing ticks', () => {
  render(<Probe deadline={null} />);
  expect(screen.getByText('00:00')).toBeInTheDocument();
  expect(jest.getTimerCount()).toBe(0);
});

test('stops ticking on unmount', () => {
  const { unmount } = render(<Probe deadline={START + 60_000} />);
  act(() => jest.advanceTimersByTime(1000));
  unmount();
  expect(jest.getTimerCount()).toBe(0);
});
