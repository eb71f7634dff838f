import crypto from 'node:crypto';
import { encodePng } from './png';

/** Geometry of the built-in slider's picture, in image pixels (docs/api.md "Captcha"). */
export const NOTCH_IMAGE = {
  width: 300,
  height: 150,
  /** The notch and the piece the user moves are squares of this side. */
  piece: 44,
  /** Corner radius and outline width of the notch. */
  radius: 6,
  outline: 2,
  /** The background never gets brighter than this (so the light outline stands out). */
  maxBackground: 215,
} as const;

/** Colour of the notch's outline (lighter than any background pixel). */
const OUTLINE_RGB = [246, 249, 255] as const;

/** A drawn challenge picture: PNG bytes and where the piece row is. */
export interface NotchImage {
  png: Buffer;
  width: number;
  height: number;
  pieceSize: number;
  /** Top of the notch (and of the piece the user moves), in image pixels. */
  pieceTop: number;
}

/** Random integer in [min, max], from a cryptographic source. */
type RandomInt = (min: number, max: number) => number;
const secureInt: RandomInt = (min, max) => crypto.randomInt(min, max + 1);

/** Is (x, y) inside the rounded square at (left, top) of side `size` and corner radius `r`? */
function inRoundedSquare(x: number, y: number, left: number, top: number, size: number, r: number) {
  const dx = Math.max(left + r - x, 0, x - (left + size - 1 - r));
  const dy = Math.max(top + r - y, 0, y - (top + size - 1 - r));
  return dx * dx + dy * dy <= r * r;
}

/**
 * Draws the built-in slider's picture (docs/api.md "Captcha"): a random landscape of colour
 * gradients and soft discs, with the notch cut at `target` — a darkened rounded square with a
 * light outline whose left edge is at `target × (width − piece)` pixels, vertically centred. The
 * position exists only as pixels: nothing in the file states it as a number.
 * @param target the notch position, 0–1 along the piece's travel
 * @param randomInt the source of randomness (default cryptographic; tests pass a seeded one)
 * @returns the PNG and its geometry
 */
export function drawNotchImage(target: number, randomInt: RandomInt = secureInt): NotchImage {
  const { width, height, piece, radius, outline, maxBackground } = NOTCH_IMAGE;
  const canvas = new Float32Array(width * height * 3);
  const top = [randomInt(40, 110), randomInt(90, 170), randomInt(150, 210)] as const;
  const bottom = [randomInt(30, 120), randomInt(70, 150), randomInt(40, 130)] as const;
  for (let y = 0; y < height; y += 1) {
    const k = y / (height - 1);
    for (let x = 0; x < width; x += 1) {
      for (let c = 0; c < 3; c += 1) {
        canvas[(y * width + x) * 3 + c] = (top[c] ?? 0) * (1 - k) + (bottom[c] ?? 0) * k;
      }
    }
  }
  for (let n = 0; n < 14; n += 1) {
    const cx = randomInt(0, width);
    const cy = randomInt(0, height);
    const r = randomInt(12, 48);
    const color = [randomInt(30, 210), randomInt(30, 210), randomInt(30, 210)] as const;
    for (let y = Math.max(0, cy - r); y < Math.min(height, cy + r); y += 1) {
      for (let x = Math.max(0, cx - r); x < Math.min(width, cx + r); x += 1) {
        const d = Math.hypot(x - cx, y - cy);
        if (d >= r) continue;
        const alpha = 0.35 * (1 - d / r);
        for (let c = 0; c < 3; c += 1) {
          const i = (y * width + x) * 3 + c;
          canvas[i] = (canvas[i] ?? 0) * (1 - alpha) + (color[c] ?? 0) * alpha;
        }
      }
    }
  }
  const left = Math.round(target * (width - piece));
  const pieceTop = Math.round((height - piece) / 2);
  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const notch = inRoundedSquare(x, y, left, pieceTop, piece, radius);
      const inner =
        notch &&
        inRoundedSquare(
          x,
          y,
          left + outline,
          pieceTop + outline,
          piece - 2 * outline,
          radius - outline,
        );
      for (let c = 0; c < 3; c += 1) {
        const i = (y * width + x) * 3 + c;
        const background = Math.min(canvas[i] ?? 0, maxBackground);
        // The notch: darkened inside, a light outline around it.
        const value = !notch ? background : inner ? background * 0.45 : (OUTLINE_RGB[c] ?? 255);
        rgb[i] = Math.round(value);
      }
    }
  }
  return { png: encodePng(width, height, rgb), width, height, pieceSize: piece, pieceTop };
}
