import { act, screen, waitFor, within } from '@testing-library/react';
import { ApiFailure } from '@xingheng/shared';
import { renderRoute } from '@xingheng/shared/testing';
import { routes } from '../../../exposes/routes';
import { fetchCoverageRegions } from '../../../features/coverageMap/api';
import { coverageRequestUrl } from '../../../features/coverageMap/coverageRequest';
import { COVERAGE_LEVELS } from '../../../features/coverageMap/coverageView';
import { REGIONS } from '../../../testing/coverageFixtures';
import { loadChinaEcharts } from '../../../lib/echarts/loadChinaEcharts';
import { paths } from '../../../paths';
import { fakeChinaEcharts, lastOption, type FakeChart } from '../../../testing/fakeEcharts';

jest.mock('../../../features/coverageMap/api');
// The real rule, which a test can turn into the server's answer for another coverage host (null).
jest.mock('../../../features/coverageMap/coverageRequest', () => {
  const actual = jest.requireActual<typeof import('../../../features/coverageMap/coverageRequest')>(
    '../../../features/coverageMap/coverageRequest',
  );
  return { ...actual, coverageRequestUrl: jest.fn(actual.coverageRequestUrl) };
});
jest.mock('../../../lib/echarts/loadChinaEcharts', () => ({ loadChinaEcharts: jest.fn() }));
const regions = jest.mocked(fetchCoverageRegions);
const loadEcharts = jest.mocked(loadChinaEcharts);

jest.setTimeout(30000);

let chart: FakeChart;
beforeEach(() => {
  const fake = fakeChinaEcharts();
  chart = fake.chart;
  loadEcharts.mockResolvedValue(fake.lib);
  regions.mockResolvedValue(REGIONS);
});
afterEach(() => jest.clearAllMocks());

async function openMap() {
  const view = renderRoute(
    routes.filter((route) => route.path === paths.map),
    { path: '/support/map' },
  );
  await screen.findByRole('heading', { level: 1, name: '覆盖范围' });
  return view;
}

/** Province code → map colour of the chart's last draw. */
function drawnColours(): Record<string, string | undefined> {
  const option = lastOption<{
    geo: { regions: { name: string; itemStyle: { areaColor?: string } }[] };
  }>(chart);
  return Object.fromEntries(option.geo.regions.map((r) => [r.name, r.itemStyle.areaColor]));
}

test('colours the provinces by the centimetre service first, with legend, cities and source', async () => {
  await openMap();
  const switcher = await screen.findByRole('radiogroup', { name: '选择服务' });
  expect(within(switcher).getByRole('radio', { name: '厘米级 Locate-CM' })).toBeChecked();
  await waitFor(() =>
    expect(drawnColours()).toEqual({
      '110000': COVERAGE_LEVELS.full.color,
      '440000': COVERAGE_LEVELS.partial.color,
      '540000': COVERAGE_LEVELS.none.color,
    }),
  );
  const legend = screen.getByRole('list', { name: '图例' });
  expect(within(legend).getByText('全境覆盖（1 个省级行政区）')).toBeInTheDocument();
  expect(within(legend).getByText('部分覆盖（1 个省级行政区）')).toBeInTheDocument();
  expect(within(legend).getByText('已覆盖城市')).toBeInTheDocument();
  expect(
    screen.getByText('地图数据：Apache ECharts 4.9.0（Apache-2.0），含南海诸岛'),
  ).toBeInTheDocument();
  expect(screen.getByRole('img', { name: /厘米级 Locate-CM服务覆盖地图/ })).toBeInTheDocument();
});

test('switching to the sub-metre service recolours the map and the legend', async () => {
  const { user } = await openMap();
  const subMetre = await screen.findByRole('radio', { name: '亚米级 Locate-DM' });
  const label = subMetre.closest('label');
  if (!label) throw new Error('no label for 亚米级 Locate-DM');
  await user.click(label);
  expect(subMetre).toBeChecked();
  await waitFor(() => expect(drawnColours()['440000']).toBe(COVERAGE_LEVELS.full.color));
  const legend = screen.getByRole('list', { name: '图例' });
  expect(within(legend).getByText('全境覆盖（2 个省级行政区）')).toBeInTheDocument();
  // The first drawing may still be on its map-only half: the cities come with the series.
  await waitFor(() => {
    const points = lastOption<{ series: { data: { name: string }[] }[] }>(chart).series[0]?.data;
    expect(points?.map((p) => p.name)).toEqual(['北京市', '广州市', '深圳市']);
  });
});

test('hovering a province or a city names it and its coverage; leaving hides it', async () => {
  await openMap();
  await waitFor(() => expect(chart.setOption).toHaveBeenCalled());
  const at = { offsetX: 40, offsetY: 30 };
  act(() => chart.fire('mousemove', { componentType: 'geo', name: '440000', event: at }));
  expect(screen.getByText('广东省：部分覆盖')).toBeInTheDocument();
  act(() => chart.fire('click', { componentType: 'series', name: '深圳市', event: at }));
  expect(screen.getByText('深圳市：已覆盖')).toBeInTheDocument();
  expect(screen.queryByText('广东省：部分覆盖')).not.toBeInTheDocument();
  act(() => chart.leave());
  expect(screen.queryByText('深圳市：已覆盖')).not.toBeInTheDocument();
});

test('lists every province per service in a table, and shows both panels', async () => {
  await openMap();
  const table = await screen.findByRole('table', { name: /各省级行政区的服务覆盖情况/ });
  const guangdong = within(table).getByRole('row', { name: /广东省/ });
  expect(
    within(guangdong)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['部分覆盖（1）', '全境覆盖（2）']);
  expect(screen.getByRole('region', { name: '坐标查询' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: '地区查询' })).toBeInTheDocument();
});

test('a map that fails to load offers to load it again', async () => {
  const fake = fakeChinaEcharts();
  loadEcharts.mockReset();
  loadEcharts.mockRejectedValueOnce(new Error('Loading chunk echarts-china failed.'));
  loadEcharts.mockResolvedValueOnce(fake.lib);
  const { user } = await openMap();
  expect(await screen.findByText('地图组件加载失败，请检查网络后重试。')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '重新加载地图' }));
  await waitFor(() => expect(fake.chart.setOption).toHaveBeenCalled());
  expect(screen.queryByText('地图组件加载失败，请检查网络后重试。')).not.toBeInTheDocument();
});

test('failed regions: the reason and 重试; the coordinate panel still works', async () => {
  regions.mockRejectedValueOnce(new ApiFailure({ code: -1, msg: '网络异常，请稍后重试' }));
  const { user } = await openMap();
  expect(await screen.findByRole('heading', { name: '覆盖数据加载失败' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: '坐标查询' })).toBeInTheDocument();
  expect(loadEcharts).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: /重\s*试/ }));
  expect(await screen.findByRole('radiogroup', { name: '选择服务' })).toBeInTheDocument();
});

test('regions the loader left to the browser (another coverage host) are asked for there', async () => {
  jest.mocked(coverageRequestUrl).mockReturnValueOnce(null);
  regions.mockRejectedValueOnce(new ApiFailure({ code: -1, msg: '网络异常，请稍后重试' }));
  const { user } = await openMap();
  expect(await screen.findByRole('heading', { name: '覆盖数据加载失败' })).toBeInTheDocument();
  expect(regions).toHaveBeenCalledTimes(1);
  await user.click(screen.getByRole('button', { name: /重\s*试/ }));
  expect(await screen.findByRole('radiogroup', { name: '选择服务' })).toBeInTheDocument();
  expect(regions).toHaveBeenCalledTimes(2);
  expect(coverageRequestUrl).toHaveBeenCalledTimes(1);
});
