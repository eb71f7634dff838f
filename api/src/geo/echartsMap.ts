import fs from 'node:fs';
import { z } from 'zod';

/**
 * The map data of the coverage map (docs/stack.md "Map data"): Apache ECharts 4.9.0's `map/json`
 * (Apache-2.0), installed as `echarts4`. `china.json` has the 34 provincial-level divisions,
 * `china-cities.json` the 367 prefecture-level ones (municipalities, 台湾, 香港 and 澳门 as one
 * feature each), each with its 6-digit GB/T 2260 `id`, a short `name` and a centre `cp`. Both are
 * in ECharts's compressed format, decoded here as ECharts's own `parseGeoJson` does.
 */

/** A point `[longitude, latitude]` in degrees. */
export type LngLatPair = [number, number];

/**
 * A closed ring as flat coordinates `[lng0, lat0, lng1, lat1, …]` (the last point joins the first):
 * the 550 000 points of the city file take about 9 MB this way, against about 40 MB as pairs.
 */
export type Ring = Float64Array;

/**
 * A decoded division: code, name, centre, its rings and their bounding box. Every ring is a part
 * of the area (an island, an exclave): the data has no holes, and ECharts draws each ring filled.
 */
export interface MapFeature {
  code: string;
  name: string;
  center: LngLatPair;
  rings: Ring[];
  /** `[minLng, minLat, maxLng, maxLat]` of all rings. */
  bbox: [number, number, number, number];
}

const offset = z.tuple([z.number(), z.number()]);

/** The compressed format, checked so that a changed data package fails loudly at first use. */
const compressedMap = z.object({
  UTF8Encoding: z.literal(true),
  UTF8Scale: z.number().positive().optional(),
  features: z.array(
    z.object({
      id: z.string().regex(/^\d{6}$/),
      properties: z.object({ name: z.string().min(1), cp: offset }),
      geometry: z.discriminatedUnion('type', [
        z.object({
          type: z.literal('Polygon'),
          coordinates: z.array(z.string()),
          encodeOffsets: z.array(offset),
        }),
        z.object({
          type: z.literal('MultiPolygon'),
          coordinates: z.array(z.array(z.string())),
          encodeOffsets: z.array(z.array(offset)),
        }),
      ]),
    }),
  ),
});

/**
 * Decodes one ring of ECharts's compressed format: each point is two UTF-16 code units (minus 64,
 * zigzag-decoded) added to the previous point, starting at `start`, divided by `scale`.
 * @param encoded the ring's string
 * @param start the ring's `encodeOffsets` entry
 * @param scale `UTF8Scale` of the file (default 1024)
 * @returns the points in degrees, flat (`Ring`)
 */
export function decodeRing(encoded: string, start: [number, number], scale = 1024): Ring {
  const ring = new Float64Array(encoded.length - (encoded.length % 2));
  let [x, y] = start;
  for (let i = 0; i + 1 < encoded.length; i += 2) {
    const dx = encoded.charCodeAt(i) - 64;
    const dy = encoded.charCodeAt(i + 1) - 64;
    x += (dx >> 1) ^ -(dx & 1);
    y += (dy >> 1) ^ -(dy & 1);
    ring[i] = x / scale;
    ring[i + 1] = y / scale;
  }
  return ring;
}

/** The bounding box of some rings. */
function boundingBox(rings: Ring[]): [number, number, number, number] {
  const box: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const ring of rings) {
    for (let i = 0; i + 1 < ring.length; i += 2) {
      const lng = ring[i] ?? 0;
      const lat = ring[i + 1] ?? 0;
      box[0] = Math.min(box[0], lng);
      box[1] = Math.min(box[1], lat);
      box[2] = Math.max(box[2], lng);
      box[3] = Math.max(box[3], lat);
    }
  }
  return box;
}

/**
 * Decodes a compressed ECharts map file into features, in the file's order.
 * @param json the parsed file
 * @returns the features with their rings (empty rings dropped)
 * @throws ZodError when the file is not in the compressed format
 */
export function decodeMap(json: unknown): MapFeature[] {
  const map = compressedMap.parse(json);
  const scale = map.UTF8Scale ?? 1024;
  return map.features.map(({ id, properties, geometry }) => {
    const encoded =
      geometry.type === 'Polygon'
        ? geometry.coordinates.map((ring, i) => ({ ring, start: geometry.encodeOffsets[i] }))
        : geometry.coordinates.flatMap((polygon, i) =>
            polygon.map((ring, j) => ({ ring, start: geometry.encodeOffsets[i]?.[j] })),
          );
    const rings = encoded
      .map(({ ring, start }) => (start ? decodeRing(ring, start, scale) : new Float64Array()))
      .filter((ring) => ring.length >= 6);
    return {
      code: id,
      name: properties.name,
      center: properties.cp,
      rings,
      bbox: boundingBox(rings),
    };
  });
}

/**
 * Reads and decodes one file of the installed package's `map/json` folder.
 * @param file `china.json` or `china-cities.json`
 * @throws when the package is missing or the file is not in the compressed format
 */
export function loadEchartsMap(file: 'china.json' | 'china-cities.json'): MapFeature[] {
  const resolved = require.resolve(`echarts4/map/json/${file}`);
  return decodeMap(JSON.parse(fs.readFileSync(resolved, 'utf8')));
}
