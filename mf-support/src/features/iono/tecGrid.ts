import type { IonoGrid } from '@xingheng/shared';

/** One grid point: longitude, latitude (degrees), vertical TEC (TECU). */
export type TecCell = [lon: number, lat: number, tec: number];

/**
 * The grid as a list of points, for the chart.
 * @param grid the API's grid (`values[i][j]` at `lats[i]`, `lons[j]`)
 * @returns every point that has a value
 */
export function tecCells(grid: IonoGrid): TecCell[] {
  const cells: TecCell[] = [];
  grid.lats.forEach((lat, i) => {
    grid.lons.forEach((lon, j) => {
      const tec = grid.values[i]?.[j];
      if (tec !== undefined && Number.isFinite(tec)) cells.push([lon, lat, tec]);
    });
  });
  return cells;
}

/**
 * The grid spacing in degrees (2.5 for the API's grid).
 * @returns `[lonStep, latStep]`, from the first two longitudes and latitudes (2.5 when missing)
 */
export function gridStep(grid: IonoGrid): [number, number] {
  const step = (axis: number[]) => {
    const a = axis[0];
    const b = axis[1];
    return a !== undefined && b !== undefined ? Math.abs(b - a) : 2.5;
  };
  return [step(grid.lons), step(grid.lats)];
}

/**
 * The top of the colour scale: at least 80 TECU, so colours mean the same TECU from one time to
 * the next; raised in steps of 10 when a grid goes beyond (a disturbed one).
 * @returns the scale's maximum, TECU
 */
export function scaleMax(grid: IonoGrid): number {
  return Math.max(80, Math.ceil(grid.maxTec / 10) * 10);
}

/**
 * Formats a TEC value.
 * @returns one decimal, e.g. `45.2`
 */
export function formatTec(tec: number): string {
  return tec.toFixed(1);
}

/**
 * A longitude or latitude in words.
 * @param value degrees
 * @param axis `lon` or `lat`
 * @returns e.g. `东经 115°`, `北纬 30°`, `南纬 2.5°`, `西经 10°`
 */
export function formatDegrees(value: number, axis: 'lon' | 'lat'): string {
  const hemisphere = axis === 'lon' ? (value < 0 ? '西经' : '东经') : value < 0 ? '南纬' : '北纬';
  return `${hemisphere} ${Math.abs(value)}°`;
}

/** The text alternative of the map: the grid sampled every 10° of longitude and 5° of latitude. */
export interface TecTable {
  lons: number[];
  rows: { lat: number; values: (number | null)[] }[];
}

/**
 * Samples the grid for the data table under the map (a 29 × 17 grid is too big to read).
 * @param grid the API's grid
 * @param lonEvery longitude spacing of the columns, degrees (default 10)
 * @param latEvery latitude spacing of the rows, degrees (default 5)
 * @returns columns west to east, rows north to south; `null` where the grid has no value
 */
export function sampleTecTable(grid: IonoGrid, lonEvery = 10, latEvery = 5): TecTable {
  const on = (value: number, every: number) =>
    Math.abs(value / every - Math.round(value / every)) < 1e-6;
  const lonIndexes = grid.lons.flatMap((lon, j) => (on(lon, lonEvery) ? [j] : []));
  const rows = grid.lats
    .map((lat, i) => ({ lat, i }))
    .filter(({ lat }) => on(lat, latEvery))
    .sort((a, b) => b.lat - a.lat)
    .map(({ lat, i }) => ({
      lat,
      values: lonIndexes.map((j) => grid.values[i]?.[j] ?? null),
    }));
  return { lons: lonIndexes.map((j) => grid.lons[j] ?? 0), rows };
}

/**
 * Where the grid peaks.
 * @returns the highest point, or null for an empty grid
 */
export function peakCell(grid: IonoGrid): TecCell | null {
  let peak: TecCell | null = null;
  for (const cell of tecCells(grid)) if (peak === null || cell[2] > peak[2]) peak = cell;
  return peak;
}
