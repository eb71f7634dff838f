/** Random integer in [min, max], from the drawing's source of randomness. */
export type RandomInt = (min: number, max: number) => number;

/** The kinds of outline a notch (and the piece that fits it) can have. */
export const NOTCH_SHAPE_KINDS = ['rounded', 'circle', 'jigsaw', 'diamond', 'hexagon'] as const;
export type NotchShapeKind = (typeof NOTCH_SHAPE_KINDS)[number];

/**
 * A notch outline inside its square box: `contains(u, v)` for a pixel centre at (u, v), in pixels
 * from the box's top-left corner (0 ≤ u, v < box side).
 */
export interface NotchShape {
  kind: NotchShapeKind;
  contains(u: number, v: number): boolean;
}

/** Is (u, v) inside the rounded square at inset `inset` of a box of side `size`, radius `r`? */
function inRoundedSquare(u: number, v: number, size: number, inset: number, r: number): boolean {
  const lo = inset + r;
  const hi = size - 1 - inset - r;
  // Per pixel: no `Math` calls (see png.ts).
  const du = u < lo ? lo - u : u > hi ? u - hi : 0;
  const dv = v < lo ? lo - v : v > hi ? v - hi : 0;
  return du * du + dv * dv <= r * r;
}

/** Is (u, v) inside the convex polygon `points` (listed in order, either direction)? */
function inConvexPolygon(u: number, v: number, points: readonly [number, number][]): boolean {
  let sign = 0;
  for (let i = 0; i < points.length; i += 1) {
    const [ax, ay] = points[i] ?? [0, 0];
    const [bx, by] = points[(i + 1) % points.length] ?? [0, 0];
    const cross = (bx - ax) * (v - ay) - (by - ay) * (u - ax);
    if (cross === 0) continue;
    const s = cross > 0 ? 1 : -1;
    if (sign === 0) sign = s;
    else if (s !== sign) return false;
  }
  return true;
}

/**
 * A random outline of `kind` in a box of side `size` (docs/api.md "Captcha": the shape varies per
 * challenge, so the notch is found by matching the piece, not by one colour or one form):
 * - `rounded`: a square inset 2–5 px with a corner radius of 3–14 px;
 * - `circle`: a disc of radius `size / 2 − (1…4)`;
 * - `jigsaw`: a square inset 8 px with a round knob out of 1–2 sides and a round bite into another;
 * - `diamond`: a square turned 45°, half-diagonal 17–21 px;
 * - `hexagon`: a regular hexagon of radius 17–21 px, pointy or flat on top.
 * @param kind which outline
 * @param size the box side in pixels (the piece size)
 * @param randomInt the source of randomness
 * @returns the shape
 */
export function randomNotchShape(
  kind: NotchShapeKind,
  size: number,
  randomInt: RandomInt,
): NotchShape {
  const c = (size - 1) / 2;
  switch (kind) {
    case 'rounded': {
      const inset = randomInt(2, 5);
      const r = randomInt(3, 14);
      return { kind, contains: (u, v) => inRoundedSquare(u, v, size, inset, r) };
    }
    case 'circle': {
      const r = size / 2 - randomInt(1, 4);
      return { kind, contains: (u, v) => (u - c) ** 2 + (v - c) ** 2 <= r * r };
    }
    case 'diamond': {
      const r = randomInt(17, 21);
      return {
        kind,
        contains: (u, v) => (u > c ? u - c : c - u) + (v > c ? v - c : c - v) <= r,
      };
    }
    case 'hexagon': {
      const r = randomInt(17, 21);
      const turn = randomInt(0, 1) === 0 ? 0 : Math.PI / 6;
      const points = Array.from({ length: 6 }, (_, i): [number, number] => [
        c + r * Math.cos(turn + (i * Math.PI) / 3),
        c + r * Math.sin(turn + (i * Math.PI) / 3),
      ]);
      return { kind, contains: (u, v) => inConvexPolygon(u, v, points) };
    }
    case 'jigsaw': {
      const inset = 8;
      const knobR = randomInt(5, 7);
      // Side centres: top, right, bottom, left; a knob sits on the side, a bite cuts into it.
      const sides: [number, number][] = [
        [c, inset],
        [size - 1 - inset, c],
        [c, size - 1 - inset],
        [inset, c],
      ];
      const first = randomInt(0, 3);
      const knobs = [first, ...(randomInt(0, 1) === 1 ? [(first + 1) % 4] : [])];
      const bite = (first + 2) % 4;
      const inKnob = (u: number, v: number, side: number) => {
        const [x, y] = sides[side] ?? [c, c];
        return (u - x) ** 2 + (v - y) ** 2 <= knobR * knobR;
      };
      return {
        kind,
        contains: (u, v) => {
          const body = inRoundedSquare(u, v, size, inset, 3) && !inKnob(u, v, bite);
          return body || knobs.some((side) => inKnob(u, v, side));
        },
      };
    }
  }
}

/**
 * Which pixels of a shape's box lie on its outline: inside the shape with a pixel outside it
 * within `width` pixels (in any of 8 directions).
 * @param shape the outline
 * @param size the box side in pixels
 * @param width the outline width in pixels (≥ 1)
 * @returns `size × size` flags, row by row (1 inside on the outline, 2 inside, 0 outside)
 */
export function shapeMask(shape: NotchShape, size: number, width: number): Uint8Array {
  const mask = new Uint8Array(size * size);
  const directions = [
    [1, 0],
    [-1, 0],
    [0, 1],
    [0, -1],
    [0.7, 0.7],
    [-0.7, 0.7],
    [0.7, -0.7],
    [-0.7, -0.7],
  ] as const;
  for (let v = 0; v < size; v += 1) {
    for (let u = 0; u < size; u += 1) {
      if (!shape.contains(u, v)) continue;
      const edge = directions.some(([du, dv]) => !shape.contains(u + du * width, v + dv * width));
      mask[v * size + u] = edge ? 1 : 2;
    }
  }
  return mask;
}
