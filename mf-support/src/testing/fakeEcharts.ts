import type { ChinaEcharts, MapChartInstance, MapItem } from '../lib/echarts/loadChinaEcharts';

/** The chart's mouse events, as `MapChartInstance.on` names them. */
type ChartEvent = Parameters<MapChartInstance['on']>[0];

/** A chart that records what the page draws (ECharts itself needs a canvas jsdom lacks). */
export interface FakeChart extends MapChartInstance {
  setOption: jest.Mock<void, [object]>;
  resize: jest.Mock<void, []>;
  dispose: jest.Mock<void, []>;
  /** Plays a mouse event on a region or an item, as ECharts would report it. */
  fire(event: ChartEvent, item: MapItem): void;
  /** Plays the pointer leaving the chart. */
  leave(): void;
}

/**
 * A stand-in for `loadChinaEcharts()`'s answer: `init` hands out one recording chart, and the
 * map's names are those of the real map data for the provinces the tests use.
 * @returns the fake library and its chart
 */
export function fakeChinaEcharts(): { lib: ChinaEcharts; chart: FakeChart } {
  const handlers = new Map<ChartEvent, ((item: MapItem) => void)[]>();
  const leaveHandlers: (() => void)[] = [];
  const chart: FakeChart = {
    setOption: jest.fn<void, [object]>(),
    resize: jest.fn<void, []>(),
    dispose: jest.fn<void, []>(),
    on: (event, handler) => handlers.set(event, [...(handlers.get(event) ?? []), handler]),
    onLeave: (handler) => leaveHandlers.push(handler),
    fire: (event, item) => handlers.get(event)?.forEach((handler) => handler(item)),
    leave: () => leaveHandlers.forEach((handler) => handler()),
  };
  const lib: ChinaEcharts = {
    init: () => chart,
    nameMap: { 北京: '110000', 广东: '440000', 西藏: '540000' },
  };
  return { lib, chart };
}

/**
 * The option of the chart's last draw.
 * @throws Error when nothing was drawn yet
 */
export function lastOption<T = Record<string, unknown>>(chart: FakeChart): T {
  const call = chart.setOption.mock.calls.at(-1);
  if (!call) throw new Error('the chart was never drawn');
  return call[0] as T;
}
