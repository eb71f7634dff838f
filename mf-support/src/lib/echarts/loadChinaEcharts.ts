import type { ChinaMapMeta } from './chinaRegions';

/** A chart as the map component drives it (the subset of `ECharts` it calls). */
export interface MapChartInstance {
  setOption(option: object): void;
  resize(): void;
  dispose(): void;
}

/** What the map pages get once ECharts and the map data are loaded. */
export interface ChinaEcharts extends ChinaMapMeta {
  /** Creates a chart on a container (ECharts `init`, canvas renderer). */
  init: (container: HTMLElement) => MapChartInstance;
}

let loading: Promise<ChinaEcharts> | undefined;

/**
 * Loads ECharts (core, custom and scatter series, geo, tooltip, continuous visualMap, canvas) and
 * registers the map of China: one dynamic import, the webpack chunk `echarts-china` (its
 * `node_modules` part may be split into further async chunks), fetched only when a map page draws.
 * Loaded once per page life; a failed load (a chunk that did not arrive) is tried again next call.
 * @returns the chart factory and the map's region names
 * @throws the chunk load error
 */
export function loadChinaEcharts(): Promise<ChinaEcharts> {
  loading ??= import(/* webpackChunkName: "echarts-china" */ './chinaEcharts').then(
    (mod) => ({
      init: (container) => mod.init(container, undefined, { renderer: 'canvas' }),
      nameMap: mod.chinaNameMap,
    }),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
