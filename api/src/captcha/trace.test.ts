import { humanDrag, keyPresses } from '../test/sliderSolver';
import { traceProblem, type TracePoint } from './trace';

/** A drag from 0 to `to` at one constant speed, a point every 16 ms. */
function constantDrag(to: number, ms = 800): TracePoint[] {
  const trace: TracePoint[] = [];
  for (let t = 0; t <= ms; t += 16) trace.push({ t, x: (to * t) / ms, by: 'pointer' });
  return trace;
}

/** Arrow-key presses one every `intervalMs` from 0 to `to`: a held key, or a script. */
function evenKeys(to: number, intervalMs: number): TracePoint[] {
  const steps = Math.round(to * 100);
  return Array.from({ length: steps + 1 }, (_, i) => ({
    t: i === 0 ? 0 : 250 + i * intervalMs,
    x: i / 100,
    by: 'key' as const,
  }));
}

describe('a human trace', () => {
  it('accepts a drag that speeds up and slows down', () => {
    expect(traceProblem(humanDrag(0.5), 1500)).toBeNull();
    expect(traceProblem(humanDrag(0.2, 400), 900)).toBeNull();
  });

  it('accepts arrow keys pressed as a person watching the piece presses them, and Home/End', () => {
    expect(traceProblem(keyPresses(0.6), 12_000)).toBeNull();
    expect(traceProblem(keyPresses(0.2), 6000)).toBeNull();
    const endThenBack: TracePoint[] = [
      { t: 0, x: 0, by: 'key' },
      { t: 0, x: 1, by: 'key' },
      ...keyPresses(0.3)
        .slice(1)
        .map((p) => ({ ...p, x: Math.round((1 - p.x) * 100) / 100 })),
    ];
    expect(traceProblem(endThenBack, 12_000)).toBeNull();
  });
});

describe('the keyboard path', () => {
  it('passes the same checks as a drag: an even key rhythm is refused like a constant drag', () => {
    expect(traceProblem(evenKeys(0.6, 33), 3000)).toBe('constant-speed');
    expect(traceProblem(constantDrag(0.6), 3000)).toBe('constant-speed');
  });

  it('is not fooled by a pause before the first key: a short even run is still refused', () => {
    // 250 ms before the first of a few even steps once made the speeds vary enough to pass.
    for (const to of [0.06, 0.1, 0.15, 0.3]) {
      expect(traceProblem(evenKeys(to, 33), 3000)).toBe('constant-speed');
    }
    const pausedDrag = constantDrag(0.1).map((p) => ({ ...p, t: p.t === 0 ? 0 : p.t + 400 }));
    expect(traceProblem(pausedDrag, 3000)).toBe('constant-speed');
  });

  it('refuses a keyboard trace of fewer than 5 moves, as a drag', () => {
    const fewKeys: TracePoint[] = [
      { t: 0, x: 0, by: 'key' },
      { t: 0, x: 1, by: 'key' },
      { t: 400, x: 0.99, by: 'key' },
      { t: 900, x: 0.98, by: 'key' },
    ];
    expect(traceProblem(fewKeys, 2000)).toBe('too-few-moves');
  });

  it('refuses keys that go back more than half as far as they went forward', () => {
    const out = keyPresses(0.4);
    const back = keyPresses(0.3)
      .slice(1)
      .map((p) => ({
        ...p,
        t: (out.at(-1)?.t ?? 0) + p.t,
        x: Math.round((0.4 - p.x) * 100) / 100,
      }));
    expect(traceProblem([...out, ...back], 60_000)).toBe('backtracking');
  });
});

describe('a scripted trace', () => {
  it.each<[string, TracePoint[], number, string]>([
    ['no movement at all', [{ t: 0, x: 0.5, by: 'pointer' }], 2000, 'too-few-points'],
    [
      'a jump straight to the answer',
      [
        { t: 0, x: 0.5, by: 'pointer' },
        { t: 900, x: 0.5, by: 'pointer' },
      ],
      2000,
      'not-from-start',
    ],
    [
      'time going back',
      [
        { t: 0, x: 0, by: 'pointer' },
        { t: 500, x: 0.2, by: 'pointer' },
        { t: 400, x: 0.4, by: 'pointer' },
      ],
      2000,
      'time-goes-back',
    ],
    [
      'an answer sooner than a person can see the picture',
      humanDrag(0.5, 300),
      450,
      'answered-too-fast',
    ],
    [
      'a flick',
      [
        { t: 0, x: 0, by: 'pointer' },
        { t: 100, x: 0.2, by: 'pointer' },
        { t: 200, x: 0.4, by: 'pointer' },
      ],
      2000,
      'moved-too-fast',
    ],
    ['a trace longer than the server saw pass', humanDrag(0.5, 1500), 1000, 'longer-than-observed'],
    [
      'a pointer teleport',
      [
        { t: 0, x: 0, by: 'pointer' },
        { t: 200, x: 0.05, by: 'pointer' },
        { t: 600, x: 0.5, by: 'pointer' },
      ],
      2000,
      'pointer-jump',
    ],
    [
      'keys that skip steps',
      [
        { t: 0, x: 0, by: 'key' },
        { t: 300, x: 0.25, by: 'key' },
        { t: 700, x: 0.5, by: 'key' },
      ],
      2000,
      'key-step',
    ],
    ['keys faster than any key repeat', evenKeys(0.5, 5), 2000, 'keys-too-fast'],
    [
      'a drag of two moves',
      [
        { t: 0, x: 0, by: 'pointer' },
        { t: 300, x: 0.25, by: 'pointer' },
        { t: 700, x: 0.5, by: 'pointer' },
      ],
      2000,
      'too-few-moves',
    ],
    ['a constant-speed line', constantDrag(0.5), 2000, 'constant-speed'],
  ])('refuses %s', (_name, trace, elapsedMs, problem) => {
    expect(traceProblem(trace, elapsedMs)).toBe(problem);
  });

  it('refuses a straight line whose speed only jitters', () => {
    const jittery = constantDrag(0.5).map((p, i) =>
      i === 0 || p.t === 800 ? p : { ...p, x: p.x + (i % 2 === 0 ? 0.004 : -0.004) },
    );
    expect(traceProblem(jittery, 2000)).toBe('straight-line');
  });

  it('refuses a drag that goes back more than half as far as it went forward', () => {
    const out = humanDrag(0.8);
    const back = Array.from({ length: 10 }, (_, i) => ({
      t: 1100 + i * 30,
      x: 0.8 - (i + 1) * 0.05,
      by: 'pointer' as const,
    }));
    expect(traceProblem([...out, ...back], 3000)).toBe('backtracking');
  });
});
