import { registerChinaMap, type ChinaMapMeta } from './chinaRegions';
import type { ChinaMapJson } from './chinaMapData';
import type { MapItem } from './loadChinaEcharts';
import type { FromMapWorker, MapEvent, ToMapWorker } from './mapWorkerProtocol';

/** The ECharts chart a map worker drives (the subset of `ECharts` it calls). */
export interface WorkerChart {
  setOption(option: object): void;
  resize(size: { width: number; height: number }): void;
  dispose(): void;
  on(event: MapEvent, handler: (params: MapItem) => void): void;
  /** zrender's handler, to which the page's pointer events are handed (no DOM in a worker). */
  getZr(): { handler: { dispatch(event: string, args: object): void } };
}

/** What a map worker needs from its surroundings (ECharts, `fetch`, `postMessage`). */
export interface MapWorkerDeps {
  /** ECharts `registerMap`. */
  registerMap(name: string, geoJson: ChinaMapJson): void;
  /** ECharts `init` on an OffscreenCanvas, canvas renderer, at the given CSS size and ratio. */
  init(
    canvas: OffscreenCanvas,
    size: { width: number; height: number; devicePixelRatio: number },
  ): WorkerChart;
  /** Fetches and parses the map data (`fetchChinaMap`). */
  fetchMap(url: string): Promise<ChinaMapJson>;
  /** Answers the page. */
  post(message: FromMapWorker): void;
}

const EVENTS: readonly MapEvent[] = ['mousemove', 'click', 'mouseout'];

/**
 * The message handler of a map worker (docs/performance.md "Map pages: the chart in a worker"):
 * it loads the map data, creates the chart on the page's transferred canvas, draws each input
 * through `build` (the feature's option builder, whose option holds functions and so cannot
 * cross to the worker), hands the page's pointer events to zrender and reports the chart's
 * events on regions and items back. Messages out of order (a `draw` before `init`, anything
 * before `loaded`) are ignored, never thrown.
 * @param build the option of an input (`coverageChartOption`, `ionoChartOption`)
 * @param deps ECharts, the map fetch and `postMessage`
 * @returns the handler of one `ToMapWorker` message
 */
export function createMapWorkerHandler<T>(
  build: (input: T, meta: ChinaMapMeta) => object,
  deps: MapWorkerDeps,
): (message: ToMapWorker) => void {
  let meta: ChinaMapMeta | null = null;
  let chart: WorkerChart | null = null;
  /** The last pointer position: ECharts' event reports it to the page's tooltip. */
  let pointer = { x: 0, y: 0 };

  const load = async (mapUrl: string) => {
    try {
      const json = await deps.fetchMap(mapUrl);
      meta = registerChinaMap(json, deps.registerMap);
      deps.post({ type: 'loaded' });
    } catch (error) {
      deps.post({
        type: 'failed',
        message: error instanceof Error ? error.message : String(error),
      });
    }
  };

  return (message) => {
    switch (message.type) {
      case 'load':
        void load(message.mapUrl);
        return;
      case 'init': {
        chart?.dispose();
        const created = deps.init(message.canvas, {
          width: message.width,
          height: message.height,
          devicePixelRatio: message.dpr,
        });
        for (const event of EVENTS) {
          created.on(event, ({ componentType, name, value }) =>
            deps.post({
              type: 'item',
              event,
              item: {
                componentType,
                ...(name === undefined ? {} : { name }),
                ...(value === undefined ? {} : { value }),
                event: { offsetX: pointer.x, offsetY: pointer.y },
              },
            }),
          );
        }
        chart = created;
        return;
      }
      case 'draw':
        if (chart && meta) chart.setOption(build(message.input as T, meta));
        return;
      case 'resize':
        chart?.resize({ width: message.width, height: message.height });
        return;
      case 'pointer':
        pointer = { x: message.x, y: message.y };
        chart?.getZr().handler.dispatch(message.event, {
          zrX: message.x,
          zrY: message.y,
          offsetX: message.x,
          offsetY: message.y,
        });
        return;
      case 'leave':
        chart?.getZr().handler.dispatch('mouseout', { zrX: -1, zrY: -1 });
        return;
      case 'dispose':
        chart?.dispose();
        chart = null;
        return;
    }
  };
}
