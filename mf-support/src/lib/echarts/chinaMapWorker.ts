/**
 * The body of a map worker: ECharts (the parts of `chinaEcharts`) drawing on an OffscreenCanvas,
 * so evaluating ECharts, parsing the map data and every drawing of the map run off the page's
 * main thread (docs/performance.md "Map pages: the chart in a worker"). A feature's worker entry
 * calls `serveChinaMap` with its option builder; only worker code imports this file.
 */
import type { ChinaMapMeta } from './chinaRegions';
import { init, registerMap, setPlatformAPI } from './chinaEcharts';
import { fetchChinaMap, type ChinaMapJson } from './chinaMapData';
import { createMapWorkerHandler, type WorkerChart } from './mapWorkerCore';
import type { FromMapWorker, ToMapWorker } from './mapWorkerProtocol';

/** The worker's global scope, as far as this file uses it (the DOM lib types `self` as Window). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<ToMapWorker>) => void) | null;
  postMessage(message: FromMapWorker): void;
}

/**
 * Serves the page's `ToMapWorker` messages in this worker (`createMapWorkerHandler` with ECharts,
 * `fetch` and `postMessage`). ECharts measures text on an OffscreenCanvas (there is no
 * `document` to create a canvas from).
 * @param build the feature's option builder (input as the page posts it → ECharts option)
 */
export function serveChinaMap<T>(build: (input: T, meta: ChinaMapMeta) => object): void {
  const scope = self as unknown as WorkerScope;
  setPlatformAPI({ createCanvas: () => new OffscreenCanvas(1, 1) as unknown as HTMLCanvasElement });
  const handle = createMapWorkerHandler(build, {
    registerMap: (name, json: ChinaMapJson) =>
      // The compressed coordinates are strings, which ECharts' GeoJSON type does not admit; the
      // data is the published ECharts 4.9.0 file that ECharts itself decodes.
      registerMap(name, json as unknown as Parameters<typeof registerMap>[1]),
    init: (canvas, size) =>
      init(canvas as unknown as HTMLCanvasElement, undefined, {
        renderer: 'canvas',
        ...size,
      }) as unknown as WorkerChart,
    fetchMap: fetchChinaMap,
    post: (message) => scope.postMessage(message),
  });
  scope.onmessage = (event) => handle(event.data);
}
