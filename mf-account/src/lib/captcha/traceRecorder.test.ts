import { createTraceRecorder, MAX_TRACE_POINTS } from './traceRecorder';

function fakeClock(start = 1000) {
  let ms = start;
  return { now: () => ms, pass: (by: number) => (ms += by) };
}

test('starts at 0 and records each key press with its time', () => {
  const clock = fakeClock();
  const recorder = createTraceRecorder(clock.now);
  recorder.start('key');
  recorder.record(0.01, 'key');
  clock.pass(120);
  recorder.record(0.02, 'key');
  clock.pass(33);
  recorder.record(0.03, 'key');
  expect(recorder.points()).toEqual([
    { t: 0, x: 0, by: 'key' },
    { t: 0, x: 0.01, by: 'key' },
    { t: 120, x: 0.02, by: 'key' },
    { t: 153, x: 0.03, by: 'key' },
  ]);
});

test('a second start does not restart the trace', () => {
  const clock = fakeClock();
  const recorder = createTraceRecorder(clock.now);
  recorder.start('pointer');
  clock.pass(50);
  recorder.record(0.1, 'pointer');
  recorder.start('pointer');
  expect(recorder.points()).toEqual([
    { t: 0, x: 0, by: 'pointer' },
    { t: 50, x: 0.1, by: 'pointer' },
  ]);
});

test('pointer points are kept 8 ms apart, the newest always present', () => {
  const clock = fakeClock();
  const recorder = createTraceRecorder(clock.now);
  recorder.start('pointer');
  for (let i = 1; i <= 10; i += 1) {
    clock.pass(4);
    recorder.record(i / 100 + 0.000044, 'pointer');
  }
  const points = recorder.points();
  expect(points[0]).toEqual({ t: 0, x: 0, by: 'pointer' });
  expect(points.at(-1)).toEqual({ t: 40, x: 0.1, by: 'pointer' });
  const gaps = points.slice(1, -1).map((p, i) => p.t - (points[i]?.t ?? 0));
  expect(gaps.every((gap) => gap >= 8)).toBe(true);
  expect(points.length).toBeLessThan(8);
});

test('a long drag is thinned, keeping its first and last points', () => {
  const clock = fakeClock();
  const recorder = createTraceRecorder(clock.now);
  recorder.start('pointer');
  for (let i = 1; i <= 3000; i += 1) {
    clock.pass(10);
    recorder.record(i / 3000, 'pointer');
  }
  const points = recorder.points();
  expect(points.length).toBeLessThanOrEqual(MAX_TRACE_POINTS);
  expect(points[0]).toEqual({ t: 0, x: 0, by: 'pointer' });
  expect(points.at(-1)).toEqual({ t: 30_000, x: 1, by: 'pointer' });
  expect(points.every((p, i) => i === 0 || p.t >= (points[i - 1]?.t ?? 0))).toBe(true);
});
