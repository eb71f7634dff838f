import { yieldToMain } from '@xingheng/shared/yieldToMain';
import { fetchChinaMap } from './chinaMapData';
import { chinaMapUrl } from './mapAssets';
import { registerChinaMap, type ChinaMapMeta } from './chinaRegions';

/** What a mouse event on the chart names: a region of the map or an item of a series. */
export interface MapItem {
  /** `geo` for a region of the map, `series` for an item of a series. */
  componentType: string;
  /** The region's name (its GB/T 2260 code through the geo `nameMap`) or the item's name. */
  name?: string;
  /** The series item's value. */
  value?: unknown;
  /** Where the pointer is, in pixels from the chart's top left corner. */
  event?: { offsetX: number; offsetY: number };
}

/** A chart as the map component drives it (the subset of `ECharts` it calls). */
export interface MapChartInstance {
  /** Merges the option; ECharts draws it in its next animation frame (`lazyUpdate`). */
  setOption(option: object): void;
  resize(): void;
  dispose(): void;
  /** ECharts' mouse events on regions and items (`mousemove`, `click`, `mouseout`). */
  on(event: 'mousemove' | 'click' | 'mouseout', handler: (item: MapItem) => void): void;
  /** The pointer leaving the chart. */
  onLeave(handler: () => void): void;
}

/** What the map pages get once ECharts and the map data are loaded. */
export interface ChinaEcharts extends ChinaMapMeta {
  /** Creates a chart on a container (ECharts `init`, canvas renderer). */
  init: (container: HTMLElement) => MapChartInstance;
}

let loading: Promise<ChinaEcharts> | undefined;

/**
 * Loads ECharts (core, custom series, geo, canvas: the webpack chunk `echarts-china`, whose
 * `node_modules` part may be split into further async chunks) and, at the same time, the map data
 * of China (a JSON file of its own, `chinaMapData`), and registers the map. Called from an effect
 * of a map page, so both arrive after the page is painted and hydrated. Loaded once per page life;
 * a failed load (a chunk or the file that did not arrive) is tried again next call. Decoding the
 * map's coordinates, registering the map and reading its names run in tasks of their own (`yieldToMain`), and a chart draws an
 * option in its next animation frame, not in `setOption`'s task: no long task on a slow phone
 * (docs/performance.md "Map pages: no long task").
 * @returns the chart factory and the map's region names
 * @throws the chunk load error or the map data's fetch error
 */
export function loadChinaEcharts(): Promise<ChinaEcharts> {
  loading ??= Promise.all([
    import(/* webpackChunkName: "echarts-china" */ './chinaEcharts'),
    fetchChinaMap(chinaMapUrl()),
  ]).then(
    async ([mod, json]) => {
      await yieldToMain();
      // Decodes the compressed coordinates in place (a task of its own): the chart's first frame
      // then only builds the regions from plain numbers.
      mod.parseGeoJSON(json as unknown as Parameters<typeof mod.parseGeoJSON>[0], 'name');
      await yieldToMain();
      // The JSON's compressed coordinates are strings, which ECharts' GeoJSON type does not admit;
      // the data is the published ECharts 4.9.0 file that ECharts itself decodes (above).
      const { nameMap } = registerChinaMap(json, (name, geoJson) =>
        mod.registerMap(name, geoJson as unknown as Parameters<typeof mod.registerMap>[1]),
      );
      await yieldToMain();
      return {
        init: (container) => {
          const chart = mod.init(container, undefined, { renderer: 'canvas' });
          return {
            // The pages' options are typed by their builders (`ComposeOption` of the loaded parts).
            setOption: (option) =>
              chart.setOption(option as Parameters<typeof chart.setOption>[0], {
                lazyUpdate: true,
              }),
            resize: () => chart.resize(),
            dispose: () => chart.dispose(),
            on: (event, handler) => chart.on(event, (params) => handler(params as MapItem)),
            onLeave: (handler) => chart.getZr().on('globalout', handler),
          };
        },
        nameMap,
      };
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
