import crypto from 'node:crypto';
import { encodePng } from './png';
import {
  NOTCH_SHAPE_KINDS,
  randomNotchShape,
  shapeMask,
  type NotchShapeKind,
  type RandomInt,
} from './notchShapes';

/** Geometry of the built-in slider's picture, in image pixels (docs/api.md "Captcha"). */
export const NOTCH_IMAGE = {
  width: 300,
  height: 150,
  /** The notch and the piece the user moves fit in a square box of this side. */
  piece: 44,
  /** The piece row's top is at least this far from the picture's top and bottom edges. */
  margin: 10,
} as const;

/** How one challenge's notch is drawn: varies per challenge (server only, for tests and logs). */
export interface NotchStyle {
  kind: NotchShapeKind;
  /** The shapes of the look-alike notches drawn elsewhere in the picture (never the notch's). */
  decoys: NotchShapeKind[];
  /** Inside of the notch: darkened or lightened by this share. */
  fill: { mode: 'darken' | 'lighten'; amount: number };
  /** Outline colour (RGB), width in pixels and opacity. */
  outline: { rgb: [number, number, number]; width: number; alpha: number };
  /** Amplitude of the per-block noise over the whole picture (0–255 scale). */
  noise: number;
}

/** A drawn challenge: the picture, the piece's own picture, and where the piece row is. */
export interface NotchImage {
  /** The picture with the notch and its look-alikes (PNG, RGB). */
  png: Buffer;
  /** The piece the user moves: the notch's shape, transparent around it (PNG, RGBA). */
  piecePng: Buffer;
  width: number;
  height: number;
  pieceSize: number;
  /** Top of the notch (and of the piece the user moves), in image pixels. */
  pieceTop: number;
  style: NotchStyle;
}

const secureInt: RandomInt = (min, max) => crypto.randomInt(min, max + 1);

type Rgb = [number, number, number];

/** A landscape: a vertical gradient, soft discs and a few thin strokes of any colour. */
function drawBackground(randomInt: RandomInt): Float32Array {
  const { width, height } = NOTCH_IMAGE;
  const canvas = new Float32Array(width * height * 3);
  const top: Rgb = [randomInt(30, 200), randomInt(60, 220), randomInt(80, 240)];
  const bottom: Rgb = [randomInt(20, 200), randomInt(40, 200), randomInt(20, 200)];
  for (let y = 0; y < height; y += 1) {
    const k = y / (height - 1);
    for (let x = 0; x < width; x += 1) {
      for (let c = 0; c < 3; c += 1) {
        canvas[(y * width + x) * 3 + c] = top[c]! * (1 - k) + bottom[c]! * k;
      }
    }
  }
  const blend = (x: number, y: number, rgb: Rgb, alpha: number) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    for (let c = 0; c < 3; c += 1) {
      const i = (y * width + x) * 3 + c;
      canvas[i] = canvas[i]! * (1 - alpha) + rgb[c]! * alpha;
    }
  };
  for (let n = 0; n < 14; n += 1) {
    const cx = randomInt(0, width);
    const cy = randomInt(0, height);
    const r = randomInt(12, 48);
    const rgb: Rgb = [randomInt(0, 255), randomInt(0, 255), randomInt(0, 255)];
    for (let y = cy - r; y < cy + r; y += 1) {
      for (let x = cx - r; x < cx + r; x += 1) {
        const d = ((x - cx) ** 2 + (y - cy) ** 2) ** 0.5;
        if (d < r) blend(x, y, rgb, 0.45 * (1 - d / r));
      }
    }
  }
  // Strokes as light (or dark) as any outline, so no colour belongs to the notch alone.
  for (let n = randomInt(3, 6); n > 0; n -= 1) {
    const rgb: Rgb = [randomInt(0, 255), randomInt(0, 255), randomInt(0, 255)];
    if (randomInt(0, 1) === 1) rgb.fill(randomInt(0, 1) === 1 ? randomInt(230, 255) : 15);
    const [x0, y0] = [randomInt(0, width), randomInt(0, height)];
    const [x1, y1] = [randomInt(0, width), randomInt(0, height)];
    const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0), 1);
    const thick = randomInt(1, 3);
    for (let s = 0; s <= steps; s += 1) {
      const x = Math.round(x0 + ((x1 - x0) * s) / steps);
      const y = Math.round(y0 + ((y1 - y0) * s) / steps);
      for (let d = 0; d < thick; d += 1) blend(x, y + d, rgb, 0.85);
    }
  }
  return canvas;
}

/** A random notch style: fill, outline colour, width and opacity, noise. */
function randomStyle(randomInt: RandomInt, kind: NotchShapeKind): Omit<NotchStyle, 'decoys'> {
  const tone = randomInt(0, 2);
  const rgb: Rgb =
    tone === 0
      ? [randomInt(215, 255), randomInt(215, 255), randomInt(215, 255)]
      : tone === 1
        ? [randomInt(0, 60), randomInt(0, 60), randomInt(0, 60)]
        : [randomInt(0, 255), randomInt(0, 255), randomInt(0, 255)];
  return {
    kind,
    fill:
      randomInt(0, 2) === 0
        ? { mode: 'lighten', amount: randomInt(30, 55) / 100 }
        : { mode: 'darken', amount: randomInt(35, 65) / 100 },
    outline: { rgb, width: randomInt(1, 3), alpha: randomInt(55, 100) / 100 },
    noise: randomInt(5, 14),
  };
}

/** Draws one notch (or look-alike) of `kind` in `style` with its box's top-left at (left, top). */
function drawNotch(
  canvas: Float32Array,
  box: { left: number; top: number; kind: NotchShapeKind },
  style: Omit<NotchStyle, 'decoys' | 'kind'>,
  randomInt: RandomInt,
): Uint8Array {
  const { width, piece } = NOTCH_IMAGE;
  const mask = shapeMask(randomNotchShape(box.kind, piece, randomInt), piece, style.outline.width);
  for (let v = 0; v < piece; v += 1) {
    for (let u = 0; u < piece; u += 1) {
      const flag = mask[v * piece + u];
      if (!flag) continue;
      for (let c = 0; c < 3; c += 1) {
        const i = ((box.top + v) * width + box.left + u) * 3 + c;
        const under = canvas[i]!;
        canvas[i] =
          flag === 1
            ? under * (1 - style.outline.alpha) + style.outline.rgb[c]! * style.outline.alpha
            : style.fill.mode === 'darken'
              ? under * (1 - style.fill.amount)
              : under + (255 - under) * style.fill.amount;
      }
    }
  }
  return mask;
}

/** Left edges (px) for 1–2 look-alikes on the piece's row, clear of the notch at `left`. */
function decoyLefts(left: number, randomInt: RandomInt): number[] {
  const { width, piece } = NOTCH_IMAGE;
  const wanted = randomInt(1, 2);
  const lefts: number[] = [];
  for (let tries = 0; tries < 40 && lefts.length < wanted; tries += 1) {
    const x = randomInt(0, width - piece);
    if ([left, ...lefts].every((other) => Math.abs(other - x) >= piece + 6)) lefts.push(x);
  }
  return lefts;
}

/** The piece the user moves: the notch's shape in white, its outline opaque, transparent around. */
function drawPiece(mask: Uint8Array): Buffer {
  const { piece } = NOTCH_IMAGE;
  const rgba = new Uint8Array(piece * piece * 4);
  for (let i = 0; i < piece * piece; i += 1) {
    const flag = mask[i];
    rgba.set([255, 255, 255, flag === 1 ? 255 : flag === 2 ? 90 : 0], i * 4);
  }
  return encodePng(piece, piece, rgba, 4);
}

/**
 * Draws the built-in slider's challenge (docs/api.md "Captcha"). A random landscape of gradients,
 * soft discs and thin strokes of any colour (as light or dark as any outline); the notch cut at
 * `target` on a random row, with a shape, fill, outline colour, width and opacity that vary per
 * challenge (`NOTCH_SHAPE_KINDS`); 1–2 look-alike notches of other shapes drawn the same way
 * elsewhere on the row; noise in 2 × 2 blocks over the whole picture. The notch's left edge is at
 * `target × (width − piece)` px. The piece image has the notch's shape, so a person matches shape
 * to shape; no single colour, brightness or form gives the notch away, and nothing in the files
 * states the position as a number.
 * @param target the notch position, 0–1 along the piece's travel
 * @param randomInt the source of randomness (default cryptographic; tests pass a seeded one)
 * @returns the picture (PNG, RGB), the piece (PNG, RGBA), the geometry in image pixels, and the
 *   style drawn (server only)
 */
export function drawNotchImage(target: number, randomInt: RandomInt = secureInt): NotchImage {
  const { width, height, piece, margin } = NOTCH_IMAGE;
  const canvas = drawBackground(randomInt);
  const left = Math.round(target * (width - piece));
  const pieceTop = randomInt(margin, height - piece - margin);
  const kind = NOTCH_SHAPE_KINDS[randomInt(0, NOTCH_SHAPE_KINDS.length - 1)] ?? 'rounded';
  const others = NOTCH_SHAPE_KINDS.filter((k) => k !== kind);
  const style = randomStyle(randomInt, kind);
  const decoys = decoyLefts(left, randomInt).map((x) => ({
    left: x,
    top: Math.min(Math.max(pieceTop + randomInt(-16, 16), 2), height - piece - 2),
    kind: others[randomInt(0, others.length - 1)] ?? 'circle',
  }));
  for (const decoy of decoys) drawNotch(canvas, decoy, style, randomInt);
  const mask = drawNotch(canvas, { left, top: pieceTop, kind }, style, randomInt);

  const rgb = new Uint8Array(width * height * 3);
  for (let by = 0; by < height; by += 2) {
    for (let bx = 0; bx < width; bx += 2) {
      const jitter = [0, 1, 2].map(() => randomInt(-style.noise, style.noise));
      for (let y = by; y < Math.min(by + 2, height); y += 1) {
        for (let x = bx; x < Math.min(bx + 2, width); x += 1) {
          for (let c = 0; c < 3; c += 1) {
            const i = (y * width + x) * 3 + c;
            const value = canvas[i]! + jitter[c]! + 0.5;
            // Rounded and clamped without `Math` (per byte; see png.ts).
            rgb[i] = value >= 255 ? 255 : value <= 0 ? 0 : value | 0;
          }
        }
      }
    }
  }
  return {
    png: encodePng(width, height, rgb),
    piecePng: drawPiece(mask),
    width,
    height,
    pieceSize: piece,
    pieceTop,
    style: { ...style, decoys: decoys.map((d) => d.kind) },
  };
}
