import zlib from 'node:zlib';
import type { TracePoint } from '../captcha/trace';

/**
 * Decodes an 8-bit RGB PNG as `encodePng` writes it (one IDAT stream, any of the five row
 * filters). Tests only.
 * @returns the width, height and `width × height × 3` bytes
 */
export function decodeRgbPng(png: Buffer): { width: number; height: number; rgb: Uint8Array } {
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
  const stride = width * 3;
  const rgb = new Uint8Array(stride * height);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)] ?? 0;
    for (let i = 0; i < stride; i += 1) {
      const a = i >= 3 ? (rgb[y * stride + i - 3] ?? 0) : 0;
      const b = y > 0 ? (rgb[(y - 1) * stride + i] ?? 0) : 0;
      const c = y > 0 && i >= 3 ? (rgb[(y - 1) * stride + i - 3] ?? 0) : 0;
      // The Paeth predictor, without `Math` (slow per byte under jest, see captcha/png.ts).
      const p = a + b - c;
      const [pa, pb, pc] = [p > a ? p - a : a - p, p > b ? p - b : b - p, p > c ? p - c : c - p];
      const paeth = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      const predictor = [0, a, b, (a + b) >> 1, paeth][filter] ?? 0;
      rgb[y * stride + i] = ((raw[y * (stride + 1) + 1 + i] ?? 0) + predictor) & 0xff;
    }
  }
  return { width, height, rgb };
}

/**
 * The script of the attack the picture must withstand (docs/api.md "Captcha"; tests only): reads
 * the notch by one colour, as the first built-in picture allowed: counts the near-white pixels of
 * each column and takes the notch's left and right outline as the first and last columns where
 * they fill a fifth of the height.
 * @param dataUrl the challenge's `image` (`data:image/png;base64,…`)
 * @returns the position it reads, 0–1 along the piece's travel
 * @throws Error when it sees no such outline
 */
export function readNotchByColour(dataUrl: string): number {
  const png = Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
  const { width, height, rgb } = decodeRgbPng(png);
  const columns: number[] = [];
  for (let x = 0; x < width; x += 1) {
    let white = 0;
    for (let y = 0; y < height; y += 1) {
      const i = (y * width + x) * 3;
      if ((rgb[i] ?? 0) >= 235 && (rgb[i + 1] ?? 0) >= 235 && (rgb[i + 2] ?? 0) >= 235) white += 1;
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
 * Arrow-key presses as a person makes them: a first press, then one press per 1 % step from 0
 * towards `target`, slow while starting, quicker in the middle and slow again on the way in
 * (45–200 ms apart), the way someone watching the piece approach the notch presses.
 * @returns trace points `{ t, x, by: 'key' }` starting at `{ t: 0, x: 0 }`
 */
export function keyPresses(target: number): TracePoint[] {
  const steps = Math.round(target * 100);
  const trace: TracePoint[] = [{ t: 0, x: 0, by: 'key' }];
  let t = 250;
  for (let i = 1; i <= steps; i += 1) {
    trace.push({ t, x: i / 100, by: 'key' });
    t += 45 + Math.round(155 * (1 - Math.sin((Math.PI * i) / steps)));
  }
  return trace;
}
