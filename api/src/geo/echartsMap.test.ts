import { decodeMap, decodeRing, loadEchartsMap, type LngLatPair } from './echartsMap';
import { featureContains } from './geometry';

/** ECharts's encoding of a ring (the inverse of `decodeRing`), for round trips. */
function encodeRing(ring: LngLatPair[], scale = 1024): { text: string; start: [number, number] } {
  const quantised = ring.map(([x, y]) => [Math.round(x * scale), Math.round(y * scale)] as const);
  const start: [number, number] = [quantised[0]?.[0] ?? 0, quantised[0]?.[1] ?? 0];
  let [px, py] = start;
  let text = '';
  for (const [x, y] of quantised) {
    const zig = (v: number) => ((v << 1) ^ (v >> 31)) + 64;
    text += String.fromCharCode(zig(x - px), zig(y - py));
    [px, py] = [x, y];
  }
  return { text, start };
}

describe('ECharts compressed map data', () => {
  it('decodes a ring as ECharts does: zigzag deltas from the offset, divided by the scale', () => {
    const ring: LngLatPair[] = [
      [116, 39.5],
      [117.5, 39.5],
      [117.5, 40.75],
      [116, 40.75],
    ];
    const { text, start } = encodeRing(ring);
    expect(Array.from(decodeRing(text, start))).toEqual(ring.flat());
    const fine = encodeRing(ring, 10000);
    expect(Array.from(decodeRing(fine.text, fine.start, 10000))).toEqual(ring.flat());
  });

  it('decodes Polygon and MultiPolygon features and refuses an uncompressed file', () => {
    const a = encodeRing([
      [0, 0],
      [1, 0],
      [1, 1],
    ]);
    const b = encodeRing([
      [5, 5],
      [6, 5],
      [6, 6],
    ]);
    const json = {
      UTF8Encoding: true,
      features: [
        {
          id: '110000',
          properties: { name: '甲', cp: [0.5, 0.5] },
          geometry: { type: 'Polygon', coordinates: [a.text], encodeOffsets: [a.start] },
        },
        {
          id: '120000',
          properties: { name: '乙', cp: [5.5, 5.5] },
          geometry: {
            type: 'MultiPolygon',
            coordinates: [[a.text], [b.text]],
            encodeOffsets: [[a.start], [b.start]],
          },
        },
      ],
    };
    const [first, second] = decodeMap(json);
    expect(first).toMatchObject({ code: '110000', name: '甲', bbox: [0, 0, 1, 1] });
    expect(second?.rings).toHaveLength(2);
    expect(second?.bbox).toEqual([0, 0, 6, 6]);
    expect(() => decodeMap({ ...json, UTF8Encoding: false })).toThrow();
  });

  it('has the 34 provincial-level divisions of China, Taiwan, Hong Kong and Macao included', () => {
    const provinces = loadEchartsMap('china.json');
    expect(provinces).toHaveLength(34);
    const names = new Map(provinces.map((p) => [p.code, p.name]));
    expect(names.get('710000')).toBe('台湾');
    expect(names.get('810000')).toBe('香港');
    expect(names.get('820000')).toBe('澳门');
    expect(names.get('460000')).toBe('海南');
  });

  it('has 367 prefecture-level cities, each containing its own centre', () => {
    const cities = loadEchartsMap('china-cities.json');
    expect(cities).toHaveLength(367);
    expect(new Set(cities.map((c) => c.code)).size).toBe(367);
    for (const city of cities) {
      expect(city.rings.length).toBeGreaterThan(0);
      expect(featureContains(city, city.center)).toBe(true);
    }
  });
});
