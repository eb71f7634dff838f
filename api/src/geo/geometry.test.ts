import type { MapFeature } from './echartsMap';
import { featureContains, greatCircleKm, ringContains } from './geometry';

const square = Float64Array.from([0, 0, 10, 0, 10, 10, 0, 10]);

describe('geometry', () => {
  it('tells points inside a ring from points outside', () => {
    expect(ringContains(square, [5, 5])).toBe(true);
    expect(ringContains(square, [0.001, 9.999])).toBe(true);
    expect(ringContains(square, [-1, 5])).toBe(false);
    expect(ringContains(square, [5, 10.5])).toBe(false);
  });

  it('counts a point in any ring of a division (islands are parts, not holes)', () => {
    const island = Float64Array.from([20, 20, 21, 20, 21, 21]);
    const feature: MapFeature = {
      code: '110000',
      name: '测试',
      center: [5, 5],
      rings: [square, island],
      bbox: [0, 0, 21, 21],
    };
    expect(featureContains(feature, [20.9, 20.1])).toBe(true);
    expect(featureContains(feature, [15, 15])).toBe(false);
    expect(featureContains(feature, [30, 30])).toBe(false);
  });

  it('measures great-circle distances in km', () => {
    expect(greatCircleKm([116.397, 39.909], [121.473, 31.23])).toBeCloseTo(1068, -1);
    expect(greatCircleKm([0, 0], [180, 0])).toBeCloseTo(Math.PI * 6371.0088, 3);
    expect(greatCircleKm([116, 39], [116, 39])).toBe(0);
  });
});
