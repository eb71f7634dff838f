import type { MapItem } from './loadChinaEcharts';

/** The chart events a map page listens to (ECharts' names). */
export type MapEvent = 'mousemove' | 'click' | 'mouseout';

/**
 * What the page sends a map worker (`serveChinaMap`), in order: `load` once, then `init` with the
 * canvas, `draw` for every new input, and pointer, size and `dispose` messages as they happen.
 * Coordinates and sizes are CSS pixels of the canvas.
 */
export type ToMapWorker =
  /** Fetch the map data at `mapUrl` and register it (answered with `loaded` or `failed`). */
  | { type: 'load'; mapUrl: string }
  /** Create the chart on this canvas (transferred), `dpr` device pixels per CSS pixel. */
  | { type: 'init'; canvas: OffscreenCanvas; width: number; height: number; dpr: number }
  /** Draw the chart for this input (the feature's option builder runs in the worker). */
  | { type: 'draw'; input: unknown }
  | { type: 'resize'; width: number; height: number }
  /** The pointer moved over, or clicked, the canvas at (x, y). */
  | { type: 'pointer'; event: 'mousemove' | 'click'; x: number; y: number }
  /** The pointer left the canvas. */
  | { type: 'leave' }
  /** Drop the chart (the worker keeps ECharts and the map for the next `init`). */
  | { type: 'dispose' };

/** What a map worker answers. */
export type FromMapWorker =
  /** The map data is registered: `init` and `draw` may follow. */
  | { type: 'loaded' }
  /** Loading failed (the map data's fetch): the page offers to load again. */
  | { type: 'failed'; message: string }
  /** A chart event on a region or an item, with the pointer's position in `item.event`. */
  | { type: 'item'; event: MapEvent; item: MapItem };
