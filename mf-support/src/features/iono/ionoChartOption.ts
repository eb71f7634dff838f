import type { IonoGrid } from '@xingheng/shared';
import type { CustomSeriesOption } from 'echarts/charts';
import type { GeoComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { CHINA_MAP, type ChinaMapMeta } from '../../lib/echarts/chinaRegions';
import type { MapItem } from '../../lib/echarts/loadChinaEcharts';
import { formatDegrees, formatTec, gridStep, scaleMax, tecCells } from './tecGrid';

/** The ECharts option of the TEC map (only the parts `lib/echarts/chinaEcharts` registers). */
export type IonoChartOption = ComposeOption<GeoComponentOption | CustomSeriesOption>;

/** Colours of the TEC scale, low to high (ColorBrewer RdYlBu, reversed). */
export const TEC_COLORS = [
  '#313695',
  '#4575b4',
  '#74add1',
  '#abd9e9',
  '#e0f3f8',
  '#fee090',
  '#fdae61',
  '#f46d43',
  '#d73027',
  '#a50026',
];

/** `#rrggbb` → `[r, g, b]`. */
function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const SCALE_RGB = TEC_COLORS.map(rgb);

/**
 * The colour of a TEC value on the scale from 0 to `max`: the `TEC_COLORS` evenly spaced and
 * blended linearly between neighbours, as the colour bar under the map draws them (the scale
 * ECharts' continuous visualMap drew before; that component is no longer loaded).
 * @param tec TECU
 * @param max the top of the scale (`scaleMax`)
 * @returns `rgb(r, g, b)`; values outside the scale take its end colours
 */
export function tecColor(tec: number, max: number): string {
  const t = max > 0 ? Math.min(Math.max(tec / max, 0), 1) : 0;
  const position = t * (SCALE_RGB.length - 1);
  const low = Math.floor(position);
  const from = SCALE_RGB[low] ?? [0, 0, 0];
  const to = SCALE_RGB[Math.min(low + 1, SCALE_RGB.length - 1)] ?? from;
  const f = position - low;
  const mix = from.map((c, k) => Math.round(c + ((to[k] ?? c) - c) * f));
  return `rgb(${mix.join(', ')})`;
}

/**
 * The tooltip text of one grid point (drawn by `ChinaMapChart`).
 * @returns e.g. `东经 115°，北纬 30°` and `45.3 TECU` on two lines; `''` for anything else
 */
export function tecItemText({ value }: MapItem): string {
  if (!Array.isArray(value)) return '';
  const [lon, lat, tec] = value.map(Number) as [number, number, number];
  return `${formatDegrees(lon, 'lon')}，${formatDegrees(lat, 'lat')}\n${formatTec(tec)} TECU`;
}

/**
 * The TEC map: each grid point a cell of the grid's size over the map of China, coloured on a
 * continuous TECU scale (`tecColor`, its bar drawn in HTML under the map); province borders drawn
 * above the cells (the geo is silent, so the cells still answer the pointer, `tecItemText`). The view is fixed to the grid, which holds the whole map and the
 * South China Sea islands inset ECharts adds for the map `china` (126–132°E, 18–25°N).
 * @param grid the API's grid at one time
 * @param meta the loaded map (unused names: the TEC map addresses no province)
 * @returns the option; series id `tec`, so a new time merges into the same chart
 */
export function ionoChartOption(grid: IonoGrid, meta: ChinaMapMeta): IonoChartOption {
  const [lonStep, latStep] = gridStep(grid);
  const halfLon = lonStep / 2;
  const halfLat = latStep / 2;
  const lons = grid.lons.length > 0 ? grid.lons : [70, 140];
  const lats = grid.lats.length > 0 ? grid.lats : [15, 55];
  const west = Math.min(...lons) - halfLon;
  const east = Math.max(...lons) + halfLon;
  const north = Math.max(...lats) + halfLat;
  const south = Math.min(...lats) - halfLat;
  const max = scaleMax(grid);
  return {
    animation: false,
    geo: {
      map: CHINA_MAP,
      nameMap: { ...meta.nameMap },
      roam: false,
      silent: true,
      z: 3,
      top: 12,
      bottom: 12,
      left: 12,
      right: 12,
      boundingCoords: [
        [west, north],
        [east, south],
      ],
      itemStyle: { areaColor: 'transparent', borderColor: '#1f2937', borderWidth: 0.6 },
      label: { show: false },
    },
    series: [
      {
        id: 'tec',
        name: '垂直总电子含量',
        type: 'custom',
        coordinateSystem: 'geo',
        geoIndex: 0,
        data: tecCells(grid),
        renderItem: (_params, api) => {
          const lon = Number(api.value(0));
          const lat = Number(api.value(1));
          const fill = tecColor(Number(api.value(2)), max);
          const [x0 = 0, y0 = 0] = api.coord([lon - halfLon, lat + halfLat]);
          const [x1 = 0, y1 = 0] = api.coord([lon + halfLon, lat - halfLat]);
          return {
            type: 'rect',
            shape: { x: x0, y: y0, width: x1 - x0 + 0.5, height: y1 - y0 + 0.5 },
            style: { fill, opacity: 0.8 },
          };
        },
      },
    ],
  };
}
