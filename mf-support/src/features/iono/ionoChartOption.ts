import type { IonoGrid } from '@xingheng/shared';
import type { CustomSeriesOption } from 'echarts/charts';
import type {
  GeoComponentOption,
  TooltipComponentOption,
  VisualMapComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { CHINA_MAP, type ChinaMapMeta } from '../../lib/echarts/chinaRegions';
import { formatDegrees, formatTec, gridStep, scaleMax, tecCells } from './tecGrid';

/** The ECharts option of the TEC map (only the parts `lib/echarts/chinaEcharts` registers). */
export type IonoChartOption = ComposeOption<
  GeoComponentOption | TooltipComponentOption | VisualMapComponentOption | CustomSeriesOption
>;

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

/** The tooltip text of one grid point. */
function pointText(params: unknown): string {
  const value = (params as { value?: unknown }).value;
  if (!Array.isArray(value)) return '';
  const [lon, lat, tec] = value.map(Number) as [number, number, number];
  return `${formatDegrees(lon, 'lon')}，${formatDegrees(lat, 'lat')}<br/>${formatTec(tec)} TECU`;
}

/**
 * The TEC map: each grid point a cell of the grid's size over the map of China, coloured on a
 * continuous TECU scale; province borders drawn above the cells (the geo is silent, so the
 * cells' tooltips still answer). The view is fixed to the grid, which holds the whole map and the
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
  return {
    animation: false,
    tooltip: { trigger: 'item', formatter: pointText },
    geo: {
      map: CHINA_MAP,
      nameMap: { ...meta.nameMap },
      roam: false,
      silent: true,
      z: 3,
      // Room under the map for the colour scale.
      top: 12,
      bottom: 56,
      left: 12,
      right: 12,
      boundingCoords: [
        [west, north],
        [east, south],
      ],
      itemStyle: { areaColor: 'transparent', borderColor: '#1f2937', borderWidth: 0.6 },
      label: { show: false },
    },
    visualMap: {
      type: 'continuous',
      dimension: 2,
      seriesIndex: 0,
      min: 0,
      max: scaleMax(grid),
      calculable: false,
      orient: 'horizontal',
      left: 'center',
      bottom: 8,
      itemWidth: 12,
      itemHeight: 160,
      text: [`${scaleMax(grid)} TECU`, '0'],
      inRange: { color: TEC_COLORS },
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
          const [x0 = 0, y0 = 0] = api.coord([lon - halfLon, lat + halfLat]);
          const [x1 = 0, y1 = 0] = api.coord([lon + halfLon, lat - halfLat]);
          return {
            type: 'rect',
            shape: { x: x0, y: y0, width: x1 - x0 + 0.5, height: y1 - y0 + 0.5 },
            style: { fill: api.visual('color'), opacity: 0.8 },
          };
        },
      },
    ],
  };
}
