import type { SliderTracePoint } from '@xingheng/shared';

/** Most points a trace keeps (the API takes up to 1000); beyond it every other point goes. */
export const MAX_TRACE_POINTS = 800;
/** Kept pointer points are at least this far apart (ms); the newest one may be closer. */
const MIN_POINTER_GAP_MS = 8;

/** Records how the slider's handle moved (docs/api.md "Captcha": the trace the API judges). */
export interface TraceRecorder {
  /** The interaction begins with the handle at 0: records `{ t: 0, x: 0 }` once. */
  start(by: SliderTracePoint['by']): void;
  /** Records where the handle is now (0–1), `t` in ms since `start`. */
  record(x: number, by: SliderTracePoint['by']): void;
  /** The points so far, oldest first. */
  points(): SliderTracePoint[];
}

/**
 * A new, empty trace recorder. Positions are kept to 4 decimals and times to whole ms; pointer
 * points are kept at least 8 ms apart (a newer event replaces the newest point until then; the
 * start point stays); past 800 points every other inner point is dropped, the first and last kept.
 * @param clock milliseconds from any origin (default `performance.now`, read only when recording)
 */
export function createTraceRecorder(clock: () => number = () => performance.now()): TraceRecorder {
  let origin: number | null = null;
  let trace: SliderTracePoint[] = [];
  const start = (by: SliderTracePoint['by']) => {
    if (origin !== null) return;
    origin = clock();
    trace = [{ t: 0, x: 0, by }];
  };
  return {
    start,
    record(x, by) {
      start(by);
      const t = Math.max(0, Math.round(clock() - (origin ?? 0)));
      const point = { t, x: Math.round(Math.min(1, Math.max(0, x)) * 1e4) / 1e4, by };
      // The newest pointer point stands in until it is 8 ms past the one before it.
      const last = trace.at(-1);
      const before = trace.at(-2);
      const replace =
        by === 'pointer' &&
        last?.by === 'pointer' &&
        before !== undefined &&
        last.t - before.t < MIN_POINTER_GAP_MS;
      if (replace) trace[trace.length - 1] = point;
      else trace.push(point);
      if (trace.length > MAX_TRACE_POINTS) {
        trace = trace.filter((_, i) => i === 0 || i === trace.length - 1 || i % 2 === 1);
      }
    },
    points: () => [...trace],
  };
}
