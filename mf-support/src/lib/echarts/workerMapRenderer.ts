import { chinaMapUrl } from './mapAssets';
import type { MapItem } from './loadChinaEcharts';
import type { MapRenderer, MapView } from './mapRenderer';
import type { FromMapWorker, MapEvent, ToMapWorker } from './mapWorkerProtocol';

/**
 * Whether this browser can draw a map in a worker: `Worker`, `OffscreenCanvas` and a canvas that
 * hands its drawing to one (`transferControlToOffscreen`).
 * @returns true in current Chrome, Edge, Firefox and Safari (16.4+); false in jsdom
 */
export function drawsInWorker(): boolean {
  return (
    typeof Worker === 'function' &&
    typeof OffscreenCanvas === 'function' &&
    typeof HTMLCanvasElement === 'function' &&
    'transferControlToOffscreen' in HTMLCanvasElement.prototype
  );
}

/** A feature's worker, loaded: one per page life and feature, its map data registered. */
const workers = new Map<() => Worker, Promise<Worker>>();

function post(worker: Worker, message: ToMapWorker, transfer: Transferable[] = []): void {
  worker.postMessage(message, transfer);
}

/**
 * Starts a feature's map worker once per page life and waits for its map data: ECharts is
 * evaluated and the map data fetched and parsed in the worker. A worker that fails (its script
 * or the map data did not arrive) is dropped, so the next call starts another.
 * @param createWorker starts the feature's worker
 * @returns a renderer whose charts draw in that worker
 * @throws Error with the worker's message when its script or the map data fails to load
 */
export function loadWorkerRenderer<T>(createWorker: () => Worker): Promise<MapRenderer<T>> {
  let loading = workers.get(createWorker);
  if (!loading) {
    loading = new Promise<Worker>((resolve, reject) => {
      // Throws a SecurityError for a worker script of another origin: the load fails as a whole.
      const worker = createWorker();
      const fail = (message: string) => {
        worker.terminate();
        reject(new Error(`map worker: ${message}`));
      };
      worker.onerror = (event) => fail(event.message || 'script error');
      worker.onmessage = (event: MessageEvent<FromMapWorker>) => {
        if (event.data.type === 'loaded') resolve(worker);
        else if (event.data.type === 'failed') fail(event.data.message);
      };
      post(worker, { type: 'load', mapUrl: chinaMapUrl() });
    });
    workers.set(createWorker, loading);
    loading.catch(() => workers.delete(createWorker));
  }
  return loading.then((worker) => ({ init: (container) => workerView<T>(worker, container) }));
}

/**
 * A chart drawn by a worker: a canvas filling the container, handed to the worker, the
 * container's size and the pointer's moves, clicks and leaving sent to it, and its events on
 * regions and items passed to the page's handlers.
 */
function workerView<T>(worker: Worker, container: HTMLElement): MapView<T> {
  const canvas = document.createElement('canvas');
  canvas.className = 'smap-canvas-el';
  container.append(canvas);
  const size = () => ({ width: container.clientWidth, height: container.clientHeight });
  const offscreen = canvas.transferControlToOffscreen();
  post(worker, { type: 'init', canvas: offscreen, ...size(), dpr: window.devicePixelRatio || 1 }, [
    offscreen,
  ]);

  const handlers = new Map<MapEvent, ((item: MapItem) => void)[]>();
  const leaveHandlers: (() => void)[] = [];
  worker.onmessage = (event: MessageEvent<FromMapWorker>) => {
    if (event.data.type !== 'item') return;
    const { item } = event.data;
    handlers.get(event.data.event)?.forEach((handler) => handler(item));
  };
  const pointer = (kind: 'mousemove' | 'click') => (event: MouseEvent) =>
    post(worker, { type: 'pointer', event: kind, x: event.offsetX, y: event.offsetY });
  const move = pointer('mousemove');
  const click = pointer('click');
  const leave = () => {
    post(worker, { type: 'leave' });
    leaveHandlers.forEach((handler) => handler());
  };
  canvas.addEventListener('pointermove', move);
  canvas.addEventListener('click', click);
  canvas.addEventListener('pointerleave', leave);

  return {
    draw: (input) => post(worker, { type: 'draw', input }),
    resize: () => post(worker, { type: 'resize', ...size() }),
    dispose: () => {
      post(worker, { type: 'dispose' });
      worker.onmessage = null;
      canvas.removeEventListener('pointermove', move);
      canvas.removeEventListener('click', click);
      canvas.removeEventListener('pointerleave', leave);
      canvas.remove();
    },
    on: (event, handler) => handlers.set(event, [...(handlers.get(event) ?? []), handler]),
    onLeave: (handler) => leaveHandlers.push(handler),
  };
}
