import { afterNextPaint } from '@xingheng/shared/yieldToMain';
import type { ChinaMapMeta } from './chinaRegions';
import { loadChinaEcharts, type ChinaEcharts, type MapItem } from './loadChinaEcharts';
import type { MapEvent } from './mapWorkerProtocol';
import { drawsInWorker, loadWorkerRenderer } from './workerMapRenderer';

/** Builds a chart's ECharts option from a page's input and the loaded map's names. */
export type MapOptionBuilder<T> = (input: T, meta: ChinaMapMeta) => object;

/** One chart in a page's container, drawn from inputs (ECharts on this thread or in a worker). */
export interface MapView<T> {
  /** Draws the chart for this input (merged into what is drawn). */
  draw(input: T): void;
  /** Follows the container's new size. */
  resize(): void;
  /** Removes the chart and what it added to the container. */
  dispose(): void;
  /** The chart's events on a region or an item, with the pointer's position. */
  on(event: MapEvent, handler: (item: MapItem) => void): void;
  /** The pointer leaving the chart. */
  onLeave(handler: () => void): void;
}

/** What a map page gets once its map can be drawn. */
export interface MapRenderer<T> {
  /** Creates the chart in a container whose size CSS fixes. */
  init(container: HTMLElement): MapView<T>;
}

/**
 * A renderer on the page's main thread (`loadChinaEcharts`). The first drawing shows the map
 * alone, then the series after the next paint (each about as long), so neither is one long task.
 * @param lib the loaded ECharts and map names
 * @param build the feature's option builder
 * @returns the renderer
 */
export function mainThreadRenderer<T>(
  lib: ChinaEcharts,
  build: MapOptionBuilder<T>,
): MapRenderer<T> {
  return {
    init: (container) => {
      const chart = lib.init(container);
      let live = true;
      /** The input of the series still to be drawn after the first paint (`undefined`: none). */
      let pending: { input: T } | undefined;
      let started = false;
      return {
        draw: (input) => {
          if (!started) {
            started = true;
            pending = { input };
            chart.setOption({ ...build(input, lib), series: [] });
            void afterNextPaint().then(() => {
              if (!live || !pending) return;
              chart.setOption(build(pending.input, lib));
              pending = undefined;
            });
          } else if (pending) {
            pending = { input };
          } else {
            chart.setOption(build(input, lib));
          }
        },
        resize: () => chart.resize(),
        dispose: () => {
          live = false;
          chart.dispose();
        },
        on: (event, handler) => chart.on(event, handler),
        onLeave: (handler) => chart.onLeave(handler),
      };
    },
  };
}

/**
 * Loads what a map page draws with (docs/performance.md "Map pages: the chart in a worker"): in
 * a browser with OffscreenCanvas, the feature's map worker, which evaluates ECharts, fetches the
 * map data and draws off the main thread; elsewhere (and in tests), or when the worker fails to
 * start or load, ECharts on the main thread.
 * @param build the feature's option builder (run in the worker there, here otherwise)
 * @param createWorker starts the feature's worker (`new Worker(new URL(…, import.meta.url))`)
 * @returns the renderer
 * @throws the worker's or ECharts' load failure (the map data or a script that did not arrive)
 */
export async function loadMapRenderer<T>(
  build: MapOptionBuilder<T>,
  createWorker: () => Worker,
): Promise<MapRenderer<T>> {
  if (drawsInWorker()) {
    try {
      return await loadWorkerRenderer<T>(createWorker);
    } catch {
      // The worker's script or the map data did not arrive, or the browser refused the worker (a
      // remote served from another origin): the map is drawn on this thread instead.
    }
  }
  return mainThreadRenderer(await loadChinaEcharts(), build);
}
