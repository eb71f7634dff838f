import { ionoActivity, ionoGrid, ionoTimes, IONO_STEP_MS } from './ionoGrid';
import { diurnalShape, localSolarTime, magneticLatitude, quietTec, verticalTec } from './ionoModel';

const NOON_UT = Date.UTC(2026, 10, 24, 12, 0);
/** 06:00 UT: 14:00 local solar time at 120°E. */
const AFTERNOON_CHINA = Date.UTC(2026, 10, 24, 6, 0);
/** 21:00 UT: 05:00 local solar time at 120°E. */
const DAWN_CHINA = Date.UTC(2026, 10, 24, 21, 0);

describe('ionosphere model', () => {
  it('runs on local solar time: UT plus longitude / 15', () => {
    expect(localSolarTime(NOON_UT, 0)).toBe(12);
    expect(localSolarTime(NOON_UT, 120)).toBe(20);
    expect(localSolarTime(NOON_UT, -180)).toBe(0);
  });

  it('peaks at 14:00 and is lowest before dawn', () => {
    expect(diurnalShape(14)).toBe(1);
    expect(diurnalShape(5)).toBe(0);
    const hours = Array.from({ length: 96 }, (_, i) => i / 4);
    const max = hours.reduce((a, b) => (diurnalShape(b) > diurnalShape(a) ? b : a));
    const min = hours.reduce((a, b) => (diurnalShape(b) < diurnalShape(a) ? b : a));
    expect([max, min]).toEqual([14, 5]);
    expect(diurnalShape(2)).toBeLessThan(diurnalShape(22));
  });

  it('places China between about 5° and 45° magnetic latitude, Beijing near 30°', () => {
    expect(magneticLatitude(39.9, 116.4)).toBeCloseTo(30.5, 0);
    expect(magneticLatitude(18.3, 109.5)).toBeGreaterThan(5);
    expect(magneticLatitude(18.3, 109.5)).toBeLessThan(12);
  });

  it('is higher in the south (the anomaly crest) than in the north in the afternoon', () => {
    const guangzhou = quietTec(113.3, 23.1, AFTERNOON_CHINA);
    const beijing = quietTec(116.4, 39.9, AFTERNOON_CHINA);
    const harbin = quietTec(126.6, 45.8, AFTERNOON_CHINA);
    expect(guangzhou).toBeGreaterThan(2 * beijing);
    expect(beijing).toBeGreaterThan(harbin);
    expect(quietTec(113.3, 23.1, DAWN_CHINA)).toBeLessThan(10);
  });

  it('raises TEC when disturbed', () => {
    for (const time of [AFTERNOON_CHINA, DAWN_CHINA]) {
      expect(verticalTec(116.4, 39.9, time, true)).toBeGreaterThan(
        verticalTec(116.4, 39.9, time, false),
      );
    }
  });
});

describe('ionosphere grid', () => {
  it('covers 70–140°E and 15–55°N every 2.5°, within 0–200 TECU', () => {
    const grid = ionoGrid(AFTERNOON_CHINA, false);
    expect(grid.lons).toHaveLength(29);
    expect(grid.lats).toHaveLength(17);
    expect([grid.lons[0], grid.lons[28], grid.lats[0], grid.lats[16]]).toEqual([70, 140, 15, 55]);
    expect(grid.values).toHaveLength(17);
    expect(grid.values.every((row) => row.length === 29)).toBe(true);
    expect(grid.maxTec).toBe(Math.max(...grid.values.flat()));
  });

  it('is the same grid for the same time', () => {
    expect(ionoGrid(NOON_UT, true)).toEqual(ionoGrid(NOON_UT, true));
  });

  it('goes from quiet at night to active in the afternoon, and one level higher when disturbed', () => {
    expect(ionoGrid(DAWN_CHINA, false).activity).toBe('quiet');
    expect(ionoGrid(AFTERNOON_CHINA, false).activity).toBe('active');
    const order = ['quiet', 'normal', 'active', 'disturbed'];
    for (let i = 0; i < 48; i += 1) {
      const time = DAWN_CHINA + i * IONO_STEP_MS;
      const quiet = ionoGrid(time, false);
      const disturbed = ionoGrid(time, true);
      expect(order.indexOf(disturbed.activity)).toBeGreaterThan(order.indexOf(quiet.activity));
      for (const grid of [quiet, disturbed]) {
        expect(Math.min(...grid.values.flat())).toBeGreaterThan(0);
        expect(grid.maxTec).toBeLessThan(200);
      }
    }
  });

  it('names the activity from the largest TEC', () => {
    expect([10, 30, 60, 90, 150].map(ionoActivity)).toEqual([
      'quiet',
      'normal',
      'active',
      'disturbed',
      'disturbed',
    ]);
  });

  it('offers the 49 half hours up to now', () => {
    const now = new Date(Date.UTC(2026, 10, 24, 8, 47, 12));
    const { times, latest } = ionoTimes(now);
    expect(latest).toBe(Date.UTC(2026, 10, 24, 8, 30));
    expect(times).toHaveLength(49);
    expect(times[48]).toBe(latest);
    expect(times[0]).toBe(latest - 24 * 3600 * 1000);
  });
});
