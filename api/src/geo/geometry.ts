import type { LngLatPair, MapFeature, Ring } from './echartsMap';

/** Mean radius of the Earth in km (IUGG), for great-circle distances. */
export const EARTH_RADIUS_KM = 6371.0088;

/**
 * Whether a point lies inside a ring (even-odd crossing test on longitude/latitude as plane
 * coordinates: fine for divisions of China, none of which crosses the antimeridian).
 * @param ring the ring's flat points; the last joins the first
 * @param point `[lng, lat]` in degrees
 */
export function ringContains(ring: Ring, point: LngLatPair): boolean {
  const [x, y] = point;
  const n = ring.length - (ring.length % 2);
  let inside = false;
  for (let i = 0, j = n - 2; i < n; j = i, i += 2) {
    const ax = ring[i] ?? 0;
    const ay = ring[i + 1] ?? 0;
    const bx = ring[j] ?? 0;
    const by = ring[j + 1] ?? 0;
    if (ay > y !== by > y && x < ((bx - ax) * (y - ay)) / (by - ay) + ax) inside = !inside;
  }
  return inside;
}

/**
 * Whether a point lies inside a division: inside its bounding box and inside one of its rings
 * (every ring is a part of the division, see `MapFeature`).
 * @param feature a decoded division
 * @param point `[lng, lat]` in degrees
 */
export function featureContains(feature: MapFeature, point: LngLatPair): boolean {
  const [minLng, minLat, maxLng, maxLat] = feature.bbox;
  const [lng, lat] = point;
  if (lng < minLng || lng > maxLng || lat < minLat || lat > maxLat) return false;
  return feature.rings.some((ring) => ringContains(ring, point));
}

/**
 * Great-circle distance on a sphere of the Earth's mean radius (haversine formula; within 0.5 %
 * of the ellipsoidal distance).
 * @param a `[lng, lat]` in degrees
 * @param b `[lng, lat]` in degrees
 * @returns the distance in km
 */
export function greatCircleKm(a: LngLatPair, b: LngLatPair): number {
  const rad = Math.PI / 180;
  const dLat = (b[1] - a[1]) * rad;
  const dLng = (b[0] - a[0]) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(a[1] * rad) * Math.cos(b[1] * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
