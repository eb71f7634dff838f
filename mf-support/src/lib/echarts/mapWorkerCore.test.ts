import type { ChinaMapJson } from './chinaMapData';
import type { MapItem } from './loadChinaEcharts';
import { createMapWorkerHandler, type MapWorkerDeps, type WorkerChart } from './mapWorkerCore';
import type { FromMapWorker, MapEvent } from './mapWorkerProtocol';

const MAP: ChinaMapJson = {
  features: [{ id: '440000', properties: { name: '广东' } }, { properties: { name: '南海诸岛' } }],
};

/** A worker's surroundings that record what the handler does. */
function setUp(fetchMap: MapWorkerDeps['fetchMap'] = () => Promise.resolve(MAP)) {
  const posted: FromMapWorker[] = [];
  const handlers = new Map<MapEvent, (params: MapItem) => void>();
  const chart = {
    setOption: jest.fn(),
    resize: jest.fn(),
    dispose: jest.fn(),
    on: (event: MapEvent, handler: (params: MapItem) => void) => handlers.set(event, handler),
    dispatch: jest.fn(),
  };
  const workerChart: WorkerChart = {
    ...chart,
    getZr: () => ({ handler: { dispatch: chart.dispatch } }),
  };
  const deps: MapWorkerDeps = {
    registerMap: jest.fn(),
    init: jest.fn(() => workerChart),
    fetchMap: jest.fn(fetchMap),
    post: (message) => posted.push(message),
  };
  const build = jest.fn((input: { colour: string }, meta: object) => ({ input, meta }));
  const handle = createMapWorkerHandler(build, deps);
  const canvas = {} as OffscreenCanvas;
  return { posted, handlers, chart, deps, build, handle, canvas };
}

it('loads the map data, registers it as china and reports loaded', async () => {
  const { posted, deps, handle } = setUp();
  handle({ type: 'load', mapUrl: '/remotes/mf-support/1/assets/china.abc.json' });
  await Promise.resolve();
  await Promise.resolve();
  expect(deps.fetchMap).toHaveBeenCalledWith('/remotes/mf-support/1/assets/china.abc.json');
  expect(deps.registerMap).toHaveBeenCalledWith('china', MAP);
  expect(posted).toEqual([{ type: 'loaded' }]);
});

it('reports a failed map fetch, so the page offers to load again', async () => {
  const { posted, handle } = setUp(() => Promise.reject(new Error('map data: HTTP 503')));
  handle({ type: 'load', mapUrl: '/china.json' });
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(posted).toEqual([{ type: 'failed', message: 'map data: HTTP 503' }]);
});

it('draws each input with the builder and the map names, on the transferred canvas', async () => {
  const { chart, deps, build, handle, canvas } = setUp();
  handle({ type: 'load', mapUrl: '/china.json' });
  await new Promise((resolve) => setTimeout(resolve, 0));
  handle({ type: 'init', canvas, width: 600, height: 450, dpr: 2 });
  expect(deps.init).toHaveBeenCalledWith(canvas, { width: 600, height: 450, devicePixelRatio: 2 });
  handle({ type: 'draw', input: { colour: 'red' } });
  expect(build).toHaveBeenCalledWith({ colour: 'red' }, { nameMap: { 广东: '440000' } });
  expect(chart.setOption).toHaveBeenLastCalledWith({
    input: { colour: 'red' },
    meta: { nameMap: { 广东: '440000' } },
  });
  handle({ type: 'resize', width: 375, height: 281 });
  expect(chart.resize).toHaveBeenCalledWith({ width: 375, height: 281 });
  handle({ type: 'dispose' });
  expect(chart.dispose).toHaveBeenCalled();
  handle({ type: 'draw', input: { colour: 'blue' } });
  expect(chart.setOption).toHaveBeenCalledTimes(1);
});

it('ignores a drawing before the map is loaded', () => {
  const { chart, handle, canvas } = setUp();
  handle({ type: 'init', canvas, width: 600, height: 450, dpr: 1 });
  handle({ type: 'draw', input: { colour: 'red' } });
  expect(chart.setOption).not.toHaveBeenCalled();
});

it('hands the pointer to zrender and reports the item under it with the position', () => {
  const { posted, handlers, chart, handle, canvas } = setUp();
  handle({ type: 'init', canvas, width: 600, height: 450, dpr: 1 });
  handle({ type: 'pointer', event: 'mousemove', x: 380, y: 360 });
  expect(chart.dispatch).toHaveBeenCalledWith('mousemove', {
    zrX: 380,
    zrY: 360,
    offsetX: 380,
    offsetY: 360,
  });
  handlers.get('mousemove')?.({ componentType: 'geo', name: '440000' });
  handle({ type: 'pointer', event: 'click', x: 10, y: 20 });
  handlers.get('click')?.({ componentType: 'series', name: '深圳市', value: [114.06, 22.54] });
  handle({ type: 'leave' });
  expect(chart.dispatch).toHaveBeenLastCalledWith('mouseout', { zrX: -1, zrY: -1 });
  handlers.get('mouseout')?.({ componentType: 'geo', name: '440000' });
  expect(posted).toEqual([
    {
      type: 'item',
      event: 'mousemove',
      item: { componentType: 'geo', name: '440000', event: { offsetX: 380, offsetY: 360 } },
    },
    {
      type: 'item',
      event: 'click',
      item: {
        componentType: 'series',
        name: '深圳市',
        value: [114.06, 22.54],
        event: { offsetX: 10, offsetY: 20 },
      },
    },
    {
      type: 'item',
      event: 'mouseout',
      item: { componentType: 'geo', name: '440000', event: { offsetX: 10, offsetY: 20 } },
    },
  ]);
});
