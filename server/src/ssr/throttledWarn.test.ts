import { createThrottledWarn } from './throttledWarn';

test('the first warning of a kind goes out, the repeats of its window are summed up', () => {
  jest.useFakeTimers();
  const lines: string[] = [];
  const warn = createThrottledWarn((line) => lines.push(line), 1000);
  warn('full', '队列已满 1');
  warn('full', '队列已满 2');
  warn('full', '队列已满 3');
  warn('budget', '超时');
  expect(lines).toEqual(['队列已满 1', '超时']);
  jest.advanceTimersByTime(1000);
  expect(lines).toEqual(['队列已满 1', '超时', '另有 2 次同类情况，最近一次：队列已满 3']);
  warn('full', '队列已满 4');
  warn.flush();
  expect(lines.at(-1)).toBe('队列已满 4');
  jest.useRealTimers();
});
