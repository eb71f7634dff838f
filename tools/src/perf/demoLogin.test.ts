import { personDrag } from './demoLogin';

describe('personDrag', () => {
  it('starts at 0 after a pause, ends on the target, time and position only going forward', () => {
    const trace = personDrag(0.62);
    expect(trace[0]).toEqual({ t: 0, x: 0, by: 'pointer' });
    expect(trace.at(-1)).toEqual({ t: 1020, x: 0.62, by: 'pointer' });
    for (let i = 1; i < trace.length; i += 1) {
      expect(trace[i]!.t).toBeGreaterThan(trace[i - 1]!.t);
      expect(trace[i]!.x).toBeGreaterThanOrEqual(trace[i - 1]!.x);
    }
  });

  it('speeds up and slows down: the middle step is longer than the first and last', () => {
    const steps = personDrag(1)
      .slice(1)
      .map((point, i, points) => (i === 0 ? 0 : point.x - points[i - 1]!.x));
    const middle = steps[Math.floor(steps.length / 2)]!;
    expect(middle).toBeGreaterThan(steps[2]! * 5);
    expect(middle).toBeGreaterThan(steps.at(-2)! * 5);
  });
});
