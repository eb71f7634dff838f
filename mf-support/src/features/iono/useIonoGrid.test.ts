import { act, renderHook, waitFor } from '@testing-library/react';
import { ApiFailure, type IonoGrid } from '@xingheng/shared';
import { HALF_HOUR, ionoGrid, LATEST } from '#testing/ionoFixtures';
import { fetchIonoGrid } from './api';
import { useIonoGrid } from './useIonoGrid';

jest.mock('./api');
const gridAt = jest.mocked(fetchIonoGrid);

afterEach(() => jest.clearAllMocks());

const FIRST = ionoGrid(LATEST, 20, 'normal');
const EARLIER = LATEST - HALF_HOUR;

/** A grid answer the test resolves or rejects when it chooses. */
function deferred() {
  let resolve: (grid: IonoGrid) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<IonoGrid>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function render(time = LATEST) {
  return renderHook(({ time: at }) => useIonoGrid(at, FIRST), { initialProps: { time } });
}

test('starts from the given grid without fetching it again', () => {
  const { result } = render();
  expect(result.current).toMatchObject({ grid: FIRST, loading: false, failure: null });
  expect(gridAt).not.toHaveBeenCalled();
});

test('another time loads its grid, the previous one staying meanwhile', async () => {
  const answer = deferred();
  gridAt.mockReturnValue(answer.promise);
  const { result, rerender } = render();
  rerender({ time: EARLIER });
  expect(gridAt).toHaveBeenCalledWith(EARLIER);
  expect(result.current).toMatchObject({ grid: FIRST, loading: true, failure: null });
  const earlier = ionoGrid(EARLIER, 55, 'active');
  await act(async () => answer.resolve(earlier));
  expect(result.current).toMatchObject({ grid: earlier, loading: false });
});

test('a late answer of a time no longer chosen is dropped', async () => {
  const late = deferred();
  const next = deferred();
  gridAt.mockReturnValueOnce(late.promise).mockReturnValueOnce(next.promise);
  const { result, rerender } = render();
  rerender({ time: EARLIER });
  rerender({ time: EARLIER - HALF_HOUR });
  const chosen = ionoGrid(EARLIER - HALF_HOUR, 30, 'normal');
  await act(async () => next.resolve(chosen));
  await act(async () => late.resolve(ionoGrid(EARLIER, 55, 'active')));
  expect(result.current).toMatchObject({ grid: chosen, loading: false });
});

test('back at the first time before another answered: the first grid, no fetch', async () => {
  const late = deferred();
  gridAt.mockReturnValueOnce(late.promise);
  const { result, rerender } = render();
  rerender({ time: EARLIER });
  rerender({ time: LATEST });
  await act(async () => late.resolve(ionoGrid(EARLIER, 55, 'active')));
  expect(result.current).toMatchObject({ grid: FIRST, loading: false, failure: null });
  expect(gridAt).toHaveBeenCalledTimes(1);
});

test('a failure keeps the last grid, and retry loads the time again', async () => {
  const failure = new ApiFailure({ code: -1, msg: '网络异常，请稍后重试' });
  gridAt.mockRejectedValueOnce(failure);
  const { result, rerender } = render();
  rerender({ time: EARLIER });
  await waitFor(() => expect(result.current.failure).toEqual({ error: failure }));
  expect(result.current).toMatchObject({ grid: FIRST, loading: false });
  const earlier = ionoGrid(EARLIER, 55, 'active');
  gridAt.mockResolvedValueOnce(earlier);
  act(() => result.current.retry());
  expect(result.current).toMatchObject({ grid: FIRST, loading: true, failure: null });
  await waitFor(() => expect(result.current.grid).toBe(earlier));
  expect(gridAt).toHaveBeenCalledTimes(2);
});
