import type { IonoGrid } from '@xingheng/shared';
import { activityView } from './activity';
import { formatDegrees, gridStep, peakCell, sampleTecTable, scaleMax, tecCells } from './tecGrid';

/** A grid over 70–140°E, 15–55°N on 2.5° whose value is lon/10 + lat/100 (easy to check). */
function grid(overrides: Partial<IonoGrid> = {}): IonoGrid {
  const lons = Array.from({ length: 29 }, (_, j) => 70 + j * 2.5);
  const lats = Array.from({ length: 17 }, (_, i) => 15 + i * 2.5);
  return {
    time: 0,
    model: '星衡电离层模型 XH-TEC 1.0（模型数据）',
    lons,
    lats,
    values: lats.map((lat) => lons.map((lon) => lon / 10 + lat / 100)),
    unit: 'TECU',
    maxTec: 14.55,
    activity: 'normal',
    advice: '收敛时间正常。',
    disturbed: false,
    ...overrides,
  };
}

describe('TEC grid', () => {
  it('lists every point as [lon, lat, TEC], values[i][j] at lats[i], lons[j]', () => {
    const cells = tecCells(grid());
    expect(cells).toHaveLength(29 * 17);
    expect(cells[0]).toEqual([70, 15, 7.15]);
    expect(cells).toContainEqual([140, 55, 14.55]);
    expect(gridStep(grid())).toEqual([2.5, 2.5]);
  });

  it('skips missing values', () => {
    expect(tecCells(grid({ lons: [70, 72.5], lats: [15], values: [[3]] }))).toEqual([[70, 15, 3]]);
  });

  it('keeps one colour scale (0–80 TECU) unless a grid goes beyond', () => {
    expect(scaleMax(grid({ maxTec: 42 }))).toBe(80);
    expect(scaleMax(grid({ maxTec: 93.2 }))).toBe(100);
  });

  it('samples a table every 10° of longitude and 5° of latitude, north first', () => {
    const table = sampleTecTable(grid());
    expect(table.lons).toEqual([70, 80, 90, 100, 110, 120, 130, 140]);
    expect(table.rows.map((row) => row.lat)).toEqual([55, 50, 45, 40, 35, 30, 25, 20, 15]);
    expect(table.rows[0]?.values[0]).toBeCloseTo(7.55);
    expect(table.rows[8]?.values[7]).toBeCloseTo(14.15);
  });

  it('finds the peak and names positions in words', () => {
    expect(peakCell(grid())).toEqual([140, 55, 14.55]);
    expect(peakCell(grid({ lons: [], lats: [], values: [] }))).toBeNull();
    expect(formatDegrees(115, 'lon')).toBe('东经 115°');
    expect(formatDegrees(32.5, 'lat')).toBe('北纬 32.5°');
    expect(formatDegrees(-10, 'lon')).toBe('西经 10°');
  });
});

describe('activity level', () => {
  it.each([
    ['quiet', '平静', 'green'],
    ['normal', '正常', 'blue'],
    ['active', '活跃', 'orange'],
    ['disturbed', '扰动', 'red'],
  ] as const)('%s reads %s', (activity, label, color) => {
    expect(activityView(activity)).toEqual({ label, color });
  });
});
