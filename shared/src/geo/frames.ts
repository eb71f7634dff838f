/**
 * WGS84 and CGCS2000 (docs/api.md "Coverage", "WGS84 and CGCS2000"). Both are geocentric frames
 * aligned with the ITRF: CGCS2000 is ITRF97 at epoch 2000.0, WGS84 (G1762 and later) agrees with
 * the current ITRF to about a centimetre. Their ellipsoids share the semi-major axis and differ
 * only in flattening (GRS80 for CGCS2000), which moves a latitude or height by at most 0.105 mm.
 * What remains between coordinates of one place is the realisation of the frames (centimetres)
 * and, when CGCS2000 coordinates are the ones fixed at epoch 2000.0 while WGS84 ones are of today,
 * the motion of the plate since then (3–5 cm a year in China, about a metre by now): not the
 * hundreds of metres between WGS84 and an offset system such as GCJ-02. Coverage is decided by
 * city, with map boundaries simplified to about a kilometre, so the code treats the two frames as
 * the same: `convertFrame` returns the position unchanged, and says so.
 */
import type { CoordinateFrame } from '../types/support';

/** A geodetic position in decimal degrees (east and north positive). */
export interface LngLat {
  lng: number;
  lat: number;
}

/** An ellipsoid: semi-major axis `a` in metres and inverse flattening `rf`. */
export interface Ellipsoid {
  name: string;
  a: number;
  rf: number;
}

/** The ellipsoid of each frame: WGS 84 and GRS 80 (CGCS2000), same `a`, `1/f` differs by 1.5e-6. */
export const FRAME_ELLIPSOIDS: Record<CoordinateFrame, Ellipsoid> = {
  WGS84: { name: 'WGS 84', a: 6378137, rf: 298.257223563 },
  CGCS2000: { name: 'GRS 80', a: 6378137, rf: 298.257222101 },
};

/** The frames in the order the coordinate form offers them, with their Chinese labels. */
export const COORDINATE_FRAMES: { frame: CoordinateFrame; label: string }[] = [
  { frame: 'WGS84', label: 'WGS84（GPS 常用）' },
  { frame: 'CGCS2000', label: 'CGCS2000（2000 国家大地坐标系）' },
];

const RAD = Math.PI / 180;

/** Square of the first eccentricity, `f(2 − f)`. */
function eccentricity2(e: Ellipsoid): number {
  const f = 1 / e.rf;
  return f * (2 - f);
}

/**
 * Earth-centred Cartesian coordinates of a geodetic position on a frame's ellipsoid.
 * @param p longitude and latitude in degrees
 * @param frame whose ellipsoid the latitude refers to
 * @param height ellipsoidal height in metres (default 0)
 * @returns `[x, y, z]` in metres
 */
export function geodeticToCartesian(
  p: LngLat,
  frame: CoordinateFrame,
  height = 0,
): [number, number, number] {
  const e = FRAME_ELLIPSOIDS[frame];
  const e2 = eccentricity2(e);
  const lat = p.lat * RAD;
  const lng = p.lng * RAD;
  const n = e.a / Math.sqrt(1 - e2 * Math.sin(lat) ** 2);
  return [
    (n + height) * Math.cos(lat) * Math.cos(lng),
    (n + height) * Math.cos(lat) * Math.sin(lng),
    (n * (1 - e2) + height) * Math.sin(lat),
  ];
}

/**
 * The geodetic position of Earth-centred Cartesian coordinates on a frame's ellipsoid (fixed-point
 * iteration; sub-micrometre after ten rounds, poles included).
 * @param xyz `[x, y, z]` in metres
 * @param frame whose ellipsoid to use
 * @returns longitude and latitude in degrees and the ellipsoidal height in metres
 */
export function cartesianToGeodetic(
  xyz: [number, number, number],
  frame: CoordinateFrame,
): LngLat & { height: number } {
  const e = FRAME_ELLIPSOIDS[frame];
  const e2 = eccentricity2(e);
  const [x, y, z] = xyz;
  const p = Math.hypot(x, y);
  let lat = Math.atan2(z, p * (1 - e2));
  let height = 0;
  for (let i = 0; i < 10; i += 1) {
    const sin = Math.sin(lat);
    const n = e.a / Math.sqrt(1 - e2 * sin * sin);
    height = p * Math.cos(lat) + z * sin - n * (1 - e2 * sin * sin);
    lat = Math.atan2(z, p * (1 - (e2 * n) / (n + height)));
  }
  return { lng: Math.atan2(y, x) / RAD, lat: lat / RAD, height };
}

/**
 * How far the same point moves when its WGS84 latitude and height are read on the CGCS2000
 * ellipsoid instead: the flattening difference alone, the only part of the frame difference that
 * is a matter of definition. At most 0.105 mm north and 0.105 mm up, anywhere on Earth.
 * @param p a WGS84 position (height 0)
 * @returns the northward and upward shift in metres
 */
export function ellipsoidShift(p: LngLat): { northM: number; upM: number } {
  const onGrs80 = cartesianToGeodetic(geodeticToCartesian(p, 'WGS84'), 'CGCS2000');
  const e = FRAME_ELLIPSOIDS.CGCS2000;
  const sin = Math.sin(p.lat * RAD);
  const e2 = eccentricity2(e);
  const meridianRadius = (e.a * (1 - e2)) / (1 - e2 * sin * sin) ** 1.5;
  return { northM: (onGrs80.lat - p.lat) * RAD * meridianRadius, upM: onGrs80.height };
}

/**
 * A position of one frame in another. WGS84 and CGCS2000 positions of one place differ by
 * centimetres (frame realisation), or about a metre when the CGCS2000 one is of epoch 2000.0 (plate
 * motion), far below the city-level coverage decisions and the kilometre accuracy of the map's
 * boundaries: the position is returned unchanged, by design (see the module comment).
 * @param p longitude and latitude in degrees
 * @param from the frame `p` is given in
 * @param to the frame wanted
 * @returns `{ lng, lat }` of `p`, unchanged
 */
export function convertFrame(p: LngLat, from: CoordinateFrame, to: CoordinateFrame): LngLat {
  void from;
  void to;
  return { lng: p.lng, lat: p.lat };
}
