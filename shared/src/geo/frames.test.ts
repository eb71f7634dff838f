import {
  cartesianToGeodetic,
  convertFrame,
  ellipsoidShift,
  FRAME_ELLIPSOIDS,
  geodeticToCartesian,
} from './frames';

describe('WGS84 and CGCS2000', () => {
  it('share the semi-major axis and differ only in flattening', () => {
    expect(FRAME_ELLIPSOIDS.WGS84.a).toBe(FRAME_ELLIPSOIDS.CGCS2000.a);
    const df = 1 / FRAME_ELLIPSOIDS.CGCS2000.rf - 1 / FRAME_ELLIPSOIDS.WGS84.rf;
    expect(df).toBeGreaterThan(1.6e-11);
    expect(df).toBeLessThan(1.7e-11);
  });

  it('round-trips geodetic and Cartesian coordinates to a micrometre, poles included', () => {
    for (const frame of ['WGS84', 'CGCS2000'] as const) {
      for (const [lng, lat, height] of [
        [116.397, 39.909, 50],
        [-77.04, -33.5, 0],
        [10, 90, 0],
        [170, -89.9999, 3000],
        [0, 0, -20],
      ] as const) {
        const back = cartesianToGeodetic(geodeticToCartesian({ lng, lat }, frame, height), frame);
        expect(Math.abs(back.lat - lat) * 111_000).toBeLessThan(1e-6);
        expect(Math.abs(back.height - height)).toBeLessThan(1e-6);
        if (Math.abs(lat) < 90) expect(back.lng).toBeCloseTo(lng, 9);
      }
    }
  });

  it('moves a point by at most 0.105 mm when its latitude is read on the other ellipsoid', () => {
    let north = 0;
    let up = 0;
    for (let lat = -90; lat <= 90; lat += 0.5) {
      const shift = ellipsoidShift({ lng: 116, lat });
      north = Math.max(north, Math.abs(shift.northM));
      up = Math.max(up, Math.abs(shift.upM));
    }
    expect(north).toBeLessThan(0.000106);
    expect(north).toBeGreaterThan(0.0001);
    expect(up).toBeLessThan(0.000106);
    const equator = ellipsoidShift({ lng: 116, lat: 0 });
    expect(Math.abs(equator.northM)).toBeLessThan(1e-7);
  });

  it('treats the two frames as the same for coverage: positions are returned unchanged', () => {
    const beijing = { lng: 116.397, lat: 39.909 };
    expect(convertFrame(beijing, 'WGS84', 'CGCS2000')).toEqual(beijing);
    expect(convertFrame(beijing, 'CGCS2000', 'WGS84')).toEqual(beijing);
    expect(convertFrame(beijing, 'WGS84', 'CGCS2000')).not.toBe(beijing);
  });
});
