import { afterNextPaint, yieldToMain } from './yieldToMain';

describe('yieldToMain', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it('goes on in a later task, after work the browser already had queued', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    void Promise.resolve().then(() => order.push('microtask'));
    await yieldToMain();
    order.push('caller');
    expect(order).toEqual(['microtask', 'queued task', 'caller']);
  });

  it("uses the browser's scheduler.yield() where there is one", async () => {
    const yieldFn = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldFn };
    await yieldToMain();
    expect(yieldFn).toHaveBeenCalledTimes(1);
  });
});

describe('afterNextPaint', () => {
  afterEach(() => jest.useRealTimers());

  it('goes on in a task after the next frame callback, not before', async () => {
    jest.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    let done = false;
    void afterNextPaint().then(() => {
      done = true;
    });
    await jest.advanceTimersByTimeAsync(50);
    expect(done).toBe(false);
    frames[0]?.(performance.now());
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });

  it('does not wait for ever where no frame comes (a hidden tab)', async () => {
    jest.useFakeTimers();
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    let done = false;
    void afterNextPaint(100).then(() => {
      done = true;
    });
    await jest.advanceTimersByTimeAsync(99);
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
