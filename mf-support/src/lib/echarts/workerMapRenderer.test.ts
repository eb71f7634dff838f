import type { FromMapWorker, ToMapWorker } from './mapWorkerProtocol';
import { drawsInWorker, loadWorkerRenderer } from './workerMapRenderer';

/** A worker that records what the page posts and answers as the test says. */
class FakeWorker {
  static started: FakeWorker[] = [];
  posted: { message: ToMapWorker; transfer: unknown[] }[] = [];
  onmessage: ((event: MessageEvent<FromMapWorker>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminate = jest.fn();
  constructor() {
    FakeWorker.started.push(this);
  }
  postMessage(message: ToMapWorker, transfer: unknown[] = []) {
    this.posted.push({ message, transfer });
  }
  answer(data: FromMapWorker) {
    this.onmessage?.({ data } as MessageEvent<FromMapWorker>);
  }
}

const offscreen = { offscreen: true };
beforeEach(() => {
  FakeWorker.started = [];
  Object.assign(globalThis, { OffscreenCanvas: function OffscreenCanvas() {} });
  Object.assign(HTMLCanvasElement.prototype, { transferControlToOffscreen: () => offscreen });
  Object.assign(globalThis, { Worker: FakeWorker });
});
afterEach(() => {
  delete (globalThis as { OffscreenCanvas?: unknown }).OffscreenCanvas;
  delete (HTMLCanvasElement.prototype as { transferControlToOffscreen?: unknown })
    .transferControlToOffscreen;
  delete (globalThis as { Worker?: unknown }).Worker;
});

function box(): HTMLDivElement {
  const div = document.createElement('div');
  Object.defineProperty(div, 'clientWidth', { value: 600 });
  Object.defineProperty(div, 'clientHeight', { value: 450 });
  document.body.append(div);
  return div;
}

it('draws in a worker only where OffscreenCanvas and canvas transfer exist', () => {
  expect(drawsInWorker()).toBe(true);
  delete (HTMLCanvasElement.prototype as { transferControlToOffscreen?: unknown })
    .transferControlToOffscreen;
  expect(drawsInWorker()).toBe(false);
});

it('starts the worker once, with the map data URL, and resolves when it is loaded', async () => {
  const create = () => new FakeWorker() as unknown as Worker;
  const first = loadWorkerRenderer(create);
  const second = loadWorkerRenderer(create);
  expect(FakeWorker.started).toHaveLength(1);
  const [worker] = FakeWorker.started;
  expect(worker?.posted[0]?.message).toEqual({
    type: 'load',
    mapUrl: expect.stringMatching(/china\.json$/),
  });
  worker?.answer({ type: 'loaded' });
  await expect(first).resolves.toHaveProperty('init');
  await expect(second).resolves.toHaveProperty('init');
});

it('drops a worker whose map failed, so the next load starts another', async () => {
  const create = () => new FakeWorker() as unknown as Worker;
  const first = loadWorkerRenderer(create);
  FakeWorker.started[0]?.answer({ type: 'failed', message: 'map data: HTTP 503' });
  await expect(first).rejects.toThrow('map worker: map data: HTTP 503');
  expect(FakeWorker.started[0]?.terminate).toHaveBeenCalled();
  void loadWorkerRenderer(create);
  expect(FakeWorker.started).toHaveLength(2);
});

it('hands the worker a canvas filling the box, its size, the pointer and the drawings', async () => {
  const create = () => new FakeWorker() as unknown as Worker;
  const loading = loadWorkerRenderer<{ grid: number }>(create);
  const worker = FakeWorker.started[0] as FakeWorker;
  worker.answer({ type: 'loaded' });
  const container = box();
  const view = (await loading).init(container);
  const canvas = container.querySelector('canvas.smap-canvas-el') as HTMLCanvasElement;
  expect(canvas).not.toBeNull();
  expect(worker.posted[1]).toEqual({
    message: { type: 'init', canvas: offscreen, width: 600, height: 450, dpr: 1 },
    transfer: [offscreen],
  });

  view.draw({ grid: 1 });
  expect(worker.posted.at(-1)?.message).toEqual({ type: 'draw', input: { grid: 1 } });
  view.resize();
  expect(worker.posted.at(-1)?.message).toEqual({ type: 'resize', width: 600, height: 450 });

  const items: unknown[] = [];
  const left = jest.fn();
  view.on('mousemove', (item) => items.push(item));
  view.onLeave(left);
  const move = new MouseEvent('pointermove');
  Object.defineProperties(move, { offsetX: { value: 380 }, offsetY: { value: 360 } });
  canvas.dispatchEvent(move);
  expect(worker.posted.at(-1)?.message).toEqual({
    type: 'pointer',
    event: 'mousemove',
    x: 380,
    y: 360,
  });
  const item = { componentType: 'geo', name: '440000', event: { offsetX: 380, offsetY: 360 } };
  worker.answer({ type: 'item', event: 'mousemove', item });
  expect(items).toEqual([item]);
  canvas.dispatchEvent(new MouseEvent('pointerleave'));
  expect(worker.posted.at(-1)?.message).toEqual({ type: 'leave' });
  expect(left).toHaveBeenCalled();

  view.dispose();
  expect(worker.posted.at(-1)?.message).toEqual({ type: 'dispose' });
  expect(container.querySelector('canvas')).toBeNull();
  worker.answer({ type: 'item', event: 'mousemove', item });
  expect(items).toHaveLength(1);
});

it('fails a load whose worker the browser refuses, and tries again next time', async () => {
  let calls = 0;
  const create = () => {
    calls += 1;
    throw new DOMException('Script at another origin', 'SecurityError');
  };
  await expect(loadWorkerRenderer(create)).rejects.toThrow('Script at another origin');
  await expect(loadWorkerRenderer(create)).rejects.toThrow('Script at another origin');
  expect(calls).toBe(2);
});
