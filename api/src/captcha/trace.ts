import type { SliderTracePoint } from '@xingheng/shared';

/**
 * One point of the built-in slider's drag trace (docs/api.md "Captcha"): where the handle was
 * (`x`, 0–1 along the track) at a moment (`t`, ms since the interaction began, the client's clock),
 * and what moved it (`pointer`: mouse, touch, pen; `key`: arrow keys, Home, End).
 */
export type TracePoint = SliderTracePoint;

/** What a human trace looks like (docs/api.md "Captcha"). */
export const TRACE_RULES = {
  /** At most this many points. */
  maxPoints: 1000,
  /** The server's own measure from challenge to answer must be at least this (ms). */
  minSolveMs: 600,
  /** The trace itself must last at least this (ms). */
  minTraceMs: 300,
  /** A key moves the handle by one step (1 % of the track), or to an end (Home, End). */
  keyStep: 0.01,
  /** Consecutive key steps are at least this far apart (ms): key repeat runs at ≤ 50 a second. */
  minKeyIntervalMs: 20,
  /** A pointer cannot jump further than this between two events. */
  maxPointerStep: 0.3,
  /** A trace needs at least this many moves (pointer or key). */
  minMoves: 5,
  /** Speed varies: the coefficient of variation of the pointer speeds is at least this. */
  minSpeedVariation: 0.2,
  /** The drag is not a straight line in time: its largest distance from one, as a share of the
   * distance travelled, is at least this. */
  minCurve: 0.03,
  /** Moves backwards add up to at most this share of the forward ones. */
  maxBacktrack: 0.5,
} as const;

/** Why a trace was refused (for tests and logs; never sent to the client). */
export type TraceProblem =
  | 'too-few-points'
  | 'too-many-points'
  | 'not-from-start'
  | 'time-goes-back'
  | 'answered-too-fast'
  | 'moved-too-fast'
  | 'longer-than-observed'
  | 'pointer-jump'
  | 'key-step'
  | 'keys-too-fast'
  | 'too-few-moves'
  | 'constant-speed'
  | 'straight-line'
  | 'backtracking';

/**
 * Judges whether a trace looks like a person moved the handle (docs/api.md "Captcha"). The same
 * checks hold whatever moved the handle, keys or a pointer. Refuses: fewer than 2 or more than
 * 1000 points; a first point not at 0; time going back; a server-measured time from challenge to
 * answer under 600 ms; a trace shorter than 300 ms or longer than the time the server saw pass
 * (the client's clock cannot claim more); a pointer jump over 0.3; a key step other than ±1 % or
 * to an end, or key steps under 20 ms apart (the first step excepted); then, for every trace,
 * fewer than 5 moves, backward moves over half the forward ones, a near-constant speed
 * (coefficient of variation < 0.2: a held key repeats as evenly as a script) or a straight line in
 * time (largest distance from the line < 3 % of the way), these two judged from the end of the
 * first move (a pause before it proves nothing).
 * @param trace the points, in the order recorded
 * @param elapsedMs the server's own time from issuing the challenge to this answer (ms)
 * @returns null when plausible, else the first problem found
 */
export function traceProblem(trace: readonly TracePoint[], elapsedMs: number): TraceProblem | null {
  const R = TRACE_RULES;
  const first = trace[0];
  const last = trace.at(-1);
  if (!first || !last || trace.length < 2) return 'too-few-points';
  if (trace.length > R.maxPoints) return 'too-many-points';
  if (first.x > 1e-6) return 'not-from-start';
  const steps = stepsOf(trace);
  if (steps.some(([a, b]) => b.t < a.t)) return 'time-goes-back';
  if (elapsedMs < R.minSolveMs) return 'answered-too-fast';
  const span = last.t - first.t;
  if (span < R.minTraceMs) return 'moved-too-fast';
  if (span > elapsedMs) return 'longer-than-observed';

  let forward = 0;
  let backward = 0;
  let moves = 0;
  let lastKeyT: number | null = null;
  const speeds: number[] = [];
  // The wait before the first move is no sign of a person (a script pauses as easily), so speed
  // and curve are judged from the end of the first move on.
  let firstMoveEnd: number | null = null;
  for (const [index, [a, b]] of steps.entries()) {
    const dx = b.x - a.x;
    if (b.by === 'key') {
      const toEnd = b.x === 0 || b.x === 1;
      if (Math.abs(dx) > R.keyStep + 1e-6 && !toEnd) return 'key-step';
      if (lastKeyT !== null && b.t - lastKeyT < R.minKeyIntervalMs) return 'keys-too-fast';
      lastKeyT = b.t;
    } else if (Math.abs(dx) > R.maxPointerStep) {
      return 'pointer-jump';
    }
    if (dx > 0) forward += dx;
    else backward -= dx;
    if (firstMoveEnd !== null && b.t > a.t) speeds.push(Math.abs(dx) / (b.t - a.t));
    if (dx !== 0) moves += 1;
    if (dx !== 0 && firstMoveEnd === null) firstMoveEnd = index + 1;
  }
  if (moves < R.minMoves) return 'too-few-moves';
  if (backward > R.maxBacktrack * forward) return 'backtracking';
  if (variation(speeds) < R.minSpeedVariation) return 'constant-speed';
  const moving = trace.slice(firstMoveEnd ?? 0);
  if (curve(moving, moving[0] ?? first, last) < R.minCurve) return 'straight-line';
  return null;
}

/** Consecutive pairs of points. */
function stepsOf(trace: readonly TracePoint[]): [TracePoint, TracePoint][] {
  const steps: [TracePoint, TracePoint][] = [];
  trace.reduce((a, b) => {
    steps.push([a, b]);
    return b;
  });
  return steps;
}

/** Coefficient of variation (standard deviation / mean) of some speeds; 0 when they are all 0. */
function variation(speeds: readonly number[]): number {
  if (speeds.length === 0) return 0;
  const mean = speeds.reduce((sum, v) => sum + v, 0) / speeds.length;
  if (mean === 0) return 0;
  const sd = Math.sqrt(speeds.reduce((sum, v) => sum + (v - mean) ** 2, 0) / speeds.length);
  return sd / mean;
}

/**
 * How far the trace strays from the straight line in time between its first and last point: the
 * largest |x(t) − line(t)| divided by the distance travelled (0 for a constant-speed drag).
 */
function curve(trace: readonly TracePoint[], first: TracePoint, last: TracePoint): number {
  const way = Math.abs(last.x - first.x);
  const span = last.t - first.t;
  if (way === 0 || span === 0) return 0;
  let worst = 0;
  for (const p of trace) {
    const line = first.x + ((p.t - first.t) / span) * (last.x - first.x);
    worst = Math.max(worst, Math.abs(p.x - line));
  }
  return worst / way;
}
