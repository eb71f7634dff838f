import zlib from 'node:zlib';
import type { TracePoint } from '../captcha/trace';

/**
 * Finds the notch in a challenge picture the way a person sees it (tests only): decodes the PNG
 * (8-bit RGB, filter "none", as `encodePng` writes it), counts the near-white pixels of each
 * column and takes the notch's left and right outline as the first and last columns where they
 * fill a fifth of the height.
 * @param dataUrl the challenge's `image` (`data:image/png;base64,…`)
 * @returns the notch position, 0–1 along the piece's travel
 * @throws Error when the picture holds no notch
 */
export function readNotch(dataUrl: string): number {
  const png = Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const idat: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('ascii', at + 4, at + 8);
    if (type === 'IDAT') idat.push(png.subarray(at + 8, at + 8 + length));
    at += length + 12;
  }
  const raw = zlib.inflateSync(Buffer.concat(idat));
  const stride = width * 3 + 1;
  const columns: number[] = [];
  for (let x = 0; x < width; x += 1) {
    let white = 0;
    for (let y = 0; y < height; y += 1) {
      const i = y * stride + 1 + x * 3;
      if (Math.min(raw[i] ?? 0, raw[i + 1] ?? 0, raw[i + 2] ?? 0) >= 235) white += 1;
    }
    columns.push(white);
  }
  const edges = columns.flatMap((count, x) => (count >= height / 5 ? [x] : []));
  const left = edges[0];
  const right = edges.at(-1);
  if (left === undefined || right === undefined) throw new Error('no notch in the picture');
  return left / (width - (right - left + 1));
}

/**
 * A drag as a person makes it: a short pause after pressing, then a minimum-jerk movement (speeds
 * up, slows down) from 0 to `target` over `durationMs`, sampled about every 16 ms.
 * @returns trace points `{ t, x, by: 'pointer' }`, the last at `target`
 */
export function humanDrag(target: number, durationMs = 900): TracePoint[] {
  const trace: TracePoint[] = [{ t: 0, x: 0, by: 'pointer' }];
  const pause = 120;
  for (let t = pause + 16; t < pause + durationMs; t += 16 + (t % 3)) {
    const s = (t - pause) / durationMs;
    const eased = 10 * s ** 3 - 15 * s ** 4 + 6 * s ** 5;
    trace.push({ t, x: Math.round(eased * target * 1e4) / 1e4, by: 'pointer' });
  }
  trace.push({ t: pause + durationMs, x: target, by: 'pointer' });
  return trace;
}

/**
 * Arrow-key presses as a person makes them: one press per 1 % step from 0 towards `target`,
 * `intervalMs` apart (a held key repeats about every 33 ms).
 * @returns trace points `{ t, x, by: 'key' }` starting at `{ t: 0, x: 0 }`
 */
export function keyPresses(target: number, intervalMs = 33): TracePoint[] {
  const steps = Math.round(target * 100);
  return Array.from({ length: steps + 1 }, (_, i) => ({
    t: i === 0 ? 0 : 250 + i * intervalMs,
    x: i / 100,
    by: 'key' as const,
  }));
}
