import { renderToString } from 'react-dom/server';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiFailure } from '@xingheng/shared';
import { renderRoute } from '@xingheng/shared/testing';
import { routes } from '../../../exposes/routes';
import { fetchIonoGrid, fetchIonoTimes } from '../../../features/iono/api';
import { IonoMonitor } from '../../../features/iono/components/IonoMonitor';
import { loadChinaEcharts } from '../../../lib/echarts/loadChinaEcharts';
import { paths } from '../../../paths';
import { fakeChinaEcharts, lastOption, type FakeChart } from '../../../testing/fakeEcharts';
import { HALF_HOUR, ionoGrid as grid, LATEST, TIMES } from '../../../testing/ionoFixtures';

jest.mock('../../../features/iono/api');
jest.mock('../../../lib/echarts/loadChinaEcharts', () => ({ loadChinaEcharts: jest.fn() }));
const times = jest.mocked(fetchIonoTimes);
const gridAt = jest.mocked(fetchIonoGrid);
const loadEcharts = jest.mocked(loadChinaEcharts);

jest.setTimeout(30000);

let chart: FakeChart;
beforeEach(() => {
  const fake = fakeChinaEcharts();
  chart = fake.chart;
  loadEcharts.mockResolvedValue(fake.lib);
  times.mockResolvedValue({ times: TIMES, latest: LATEST });
  gridAt.mockImplementation((time) =>
    Promise.resolve(time === LATEST ? grid(time, 20, 'normal') : grid(time, 55, 'active')),
  );
});
afterEach(() => jest.clearAllMocks());

async function openIono() {
  const view = renderRoute(
    routes.filter((route) => route.path === paths.iono),
    { path: '/support/iono' },
  );
  await screen.findByRole('heading', { level: 1, name: '电离层监测' });
  return view;
}

/** The TEC values of the chart's last draw. */
function drawnValues(): number[] {
  const option = lastOption<{ series: { data: number[][] }[] }>(chart);
  return (option.series[0]?.data ?? []).map((cell) => cell[2] ?? NaN);
}

test('shows the latest grid on the map, its activity in words, and that it is model data', async () => {
  await openIono();
  expect(await screen.findByText('模型数据（非实测）')).toBeInTheDocument();
  expect(screen.getByText('模型：星衡电离层模型 XH-TEC 1.0（模型数据）')).toBeInTheDocument();
  const activity = screen.getByRole('region', { name: '电离层活动' });
  expect(within(activity).getByText('正常')).toBeInTheDocument();
  expect(within(activity).getByText('收敛时间正常，约 30 秒。')).toBeInTheDocument();
  expect(screen.getByRole('slider', { name: /选择时间/ })).toHaveAttribute(
    'aria-valuetext',
    '北京时间 10:00',
  );
  await waitFor(() => expect(drawnValues()).toEqual([20, 20, 20, 20]));
  expect(
    screen.getByRole('img', {
      name: '中国区域电离层垂直总电子含量分布图，北京时间 11月24日 10:00',
    }),
  ).toBeInTheDocument();
  expect(screen.getByText(/单位 TECU/)).toHaveTextContent('最高 20.0 TECU');
  // The loader's grid (on the server for a first visit) is not fetched again after hydration.
  expect(gridAt).toHaveBeenCalledTimes(1);
  expect(gridAt).toHaveBeenCalledWith(LATEST);
});

test('moving the slider one step back goes 30 minutes back, reloads the grid and redraws the map', async () => {
  const { user } = await openIono();
  await waitFor(() => expect(drawnValues()).toEqual([20, 20, 20, 20]));
  const slider = screen.getByRole('slider', { name: /选择时间/ });
  // A native range: the browser moves it on an arrow key and fires `change` (jsdom moves nothing
  // on keys, so the change is fired as the browser would; e2e/tests/support.spec.ts presses keys).
  fireEvent.change(slider, { target: { value: '47' } });
  expect(slider).toHaveValue('47');
  expect(slider).toHaveAttribute('aria-valuetext', '北京时间 09:30');
  expect(screen.getByText('北京时间 09:30', { selector: 'output' })).toBeInTheDocument();

  const activity = screen.getByRole('region', { name: '电离层活动' });
  expect(await within(activity).findByText('活跃')).toBeInTheDocument();
  expect(gridAt).toHaveBeenLastCalledWith(LATEST - HALF_HOUR);
  await waitFor(() => expect(drawnValues()).toEqual([55, 55, 55, 55]));
  expect(within(activity).getByText('固定解收敛可能延长至 2 分钟以上。')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: '后 30 分钟' }));
  expect(await within(activity).findByText('正常')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '后 30 分钟' })).toBeDisabled();
});

test('hovering a cell shows where it is and its TEC', async () => {
  await openIono();
  await waitFor(() => expect(drawnValues()).toEqual([20, 20, 20, 20]));
  act(() =>
    chart.fire('mousemove', {
      componentType: 'series',
      value: [110, 30, 20],
      event: { offsetX: 10, offsetY: 10 },
    }),
  );
  expect(screen.getByText(/东经 110°，北纬 30°/)).toHaveTextContent('20.0 TECU');
  act(() => chart.fire('mouseout', { componentType: 'series' }));
  expect(screen.queryByText(/东经 110°，北纬 30°/)).not.toBeInTheDocument();
});

test('offers the grid as a table for readers who cannot see the map', async () => {
  const { user } = await openIono();
  await screen.findByText('模型数据（非实测）');
  await user.click(screen.getByText(/查看数据表/));
  const table = screen.getByRole('table', { name: /垂直总电子含量（TECU）/ });
  expect(within(table).getByRole('columnheader', { name: '东经 110°' })).toBeInTheDocument();
  expect(within(table).getByRole('rowheader', { name: '北纬 30°' })).toBeInTheDocument();
  expect(within(table).getByRole('cell', { name: '20.0' })).toBeInTheDocument();
});

test('says when the disturbance switch of the model is on', async () => {
  gridAt.mockResolvedValue(grid(LATEST, 80, 'disturbed', true));
  await openIono();
  expect(await screen.findByText('扰动')).toBeInTheDocument();
  expect(screen.getByText(/扰动开关已开启/)).toBeInTheDocument();
});

test('a failed time list shows the reason and 重试 loads it again', async () => {
  times.mockRejectedValueOnce(
    new ApiFailure({ code: 500, msg: '服务繁忙，请稍后再试', status: 500 }),
  );
  const { user } = await openIono();
  expect(await screen.findByRole('heading', { name: '电离层数据加载失败' })).toBeInTheDocument();
  expect(screen.getByText('服务繁忙，请稍后再试')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /重\s*试/ }));
  expect(await screen.findByText('模型数据（非实测）')).toBeInTheDocument();
});

test('a failed first grid shows the reason and 重试 loads the page data again', async () => {
  gridAt.mockRejectedValueOnce(new ApiFailure({ code: -1, msg: '网络异常，请稍后重试' }));
  const { user } = await openIono();
  expect(await screen.findByRole('heading', { name: '电离层数据加载失败' })).toBeInTheDocument();
  expect(screen.getByText('网络异常，请稍后重试')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /重\s*试/ }));
  expect(await screen.findByText('模型数据（非实测）')).toBeInTheDocument();
  expect(times).toHaveBeenCalledTimes(2);
  expect(gridAt).toHaveBeenCalledTimes(2);
});

test('a failed grid keeps the last map and says which time failed', async () => {
  const { user } = await openIono();
  await screen.findByText('模型数据（非实测）');
  gridAt.mockRejectedValueOnce(new ApiFailure({ code: -1, msg: '网络异常，请稍后重试' }));
  await user.click(screen.getByRole('button', { name: '前 30 分钟' }));
  expect(
    await screen.findByText('北京时间 09:30的数据加载失败：网络异常，请稍后重试'),
  ).toBeInTheDocument();
  expect(screen.getByText('正常')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /重\s*试/ }));
  expect(await screen.findByText('活跃')).toBeInTheDocument();
});

test('no times yet: an empty state instead of the map', async () => {
  times.mockResolvedValue({ times: [], latest: 0 });
  await openIono();
  expect(await screen.findByText('暂无电离层数据，请稍后再来查看。')).toBeInTheDocument();
  expect(loadEcharts).not.toHaveBeenCalled();
});

test("the server's HTML has the slider, the activity panel and the map's box, controls disabled", () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <IonoMonitor
      times={{ times: TIMES, latest: LATEST }}
      initialGrid={grid(LATEST, 20, 'normal')}
    />,
  );
  expect(container.querySelector('input[type="range"]')).toBeDisabled();
  expect(container.querySelector('output')).toHaveTextContent('北京时间 10:00');
  for (const button of container.querySelectorAll('button')) expect(button).toBeDisabled();
  expect(container.querySelector('#iono-activity-title')).toHaveTextContent('电离层活动');
  expect(container.textContent).toContain('收敛时间正常，约 30 秒。');
  expect(container.querySelector('.smap-canvas-box [role="img"]')).toHaveAttribute(
    'aria-label',
    '中国区域电离层垂直总电子含量分布图，北京时间 11月24日 10:00',
  );
  expect(container.querySelector('.smap-canvas-box')).toHaveTextContent('地图加载中…');
  expect(container.querySelector('[class*="ant-"]')).toBeNull();
  expect(gridAt).not.toHaveBeenCalled();
});

test('the first drawing puts the map up, then the cells in a later task; a new time in one go', async () => {
  await openIono();
  await waitFor(() => expect(drawnValues()).toEqual([20, 20, 20, 20]));
  const drawings = chart.setOption.mock.calls.map(([option]) => option);
  expect(drawings).toHaveLength(2);
  expect(drawings[0]).toMatchObject({ geo: { map: 'china' }, series: [] });
  fireEvent.change(screen.getByRole('slider', { name: /选择时间/ }), { target: { value: '47' } });
  await waitFor(() => expect(drawnValues()).toEqual([55, 55, 55, 55]));
  expect(chart.setOption).toHaveBeenCalledTimes(3);
});
