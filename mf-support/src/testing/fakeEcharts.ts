import type { ChinaEcharts, MapChartInstance } from '../lib/echarts/loadChinaEcharts';

/** A chart that records what the page draws (ECharts itself needs a canvas jsdom lacks). */
export interface FakeChart extends MapChartInstance {
  setOption: jest.Mock<void, [object]>;
  resize: jest.Mock<void, []>;
  dispose: jest.Mock<void, []>;
}

/**
 * A stand-in for `loadChinaEcharts()`'s answer: `init` hands out one recording chart, and the
 * map's names are those of the real map data for the provinces the tests use.
 * @returns the fake library and its chart
 */
export function fakeChinaEcharts(): { lib: ChinaEcharts; chart: FakeChart } {
  const chart: FakeChart = {
    setOption: jest.fn<void, [object]>(),
    resize: jest.fn<void, []>(),
    dispose: jest.fn<void, []>(),
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
