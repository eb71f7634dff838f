import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { ApiFailure } from '@xingheng/shared';
import { renderRoute } from '@xingheng/shared/testing';
import { routes } from '#exposes/routes';
import { fetchCoverageRegions } from '#features/coverageMap/api';
import { REGIONS } from '#testing/coverageFixtures';

jest.mock('#features/coverageMap/api');
const regions = jest.mocked(fetchCoverageRegions);

jest.setTimeout(30000);

beforeEach(() => regions.mockResolvedValue(REGIONS));
afterEach(() => jest.clearAllMocks());

/** Opens `path` with all of mf-support's routes, as the shell mounts them. */
async function openAt(path: string) {
  const view = renderRoute(routes, { path });
  await screen.findByRole('heading', { level: 1, name: '地区覆盖查询' });
  return view;
}

async function choose(user: UserEvent, label: string, option: string) {
  await user.selectOptions(await screen.findByRole('combobox', { name: label }), option);
}

/** Row of a service in the coverage table: its cells' texts. */
function serviceRow(service: string): (string | null)[] {
  const table = screen.getByRole('table');
  const row = within(table).getByRole('row', { name: new RegExp(service) });
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

test('province then city: each service level in the province and coverage of the city', async () => {
  const { user } = await openAt('/support/map/component/regionBox');
  expect(await screen.findByRole('combobox', { name: '城市' })).toBeDisabled();
  await choose(user, '省份', '广东省');
  expect(screen.getByRole('table', { name: '广东省的覆盖情况' })).toBeInTheDocument();
  expect(serviceRow('厘米级 Locate-CM')).toEqual(['部分覆盖']);
  expect(serviceRow('亚米级 Locate-DM')).toEqual(['全境覆盖']);
  expect(screen.getByText('厘米级 Locate-CM 已覆盖 1 个城市：深圳市')).toBeInTheDocument();
  expect(screen.getByText('亚米级 Locate-DM 已覆盖 2 个城市：广州市、深圳市')).toBeInTheDocument();

  await choose(user, '城市', '广州市');
  expect(screen.getByRole('table', { name: '广东省广州市的覆盖情况' })).toBeInTheDocument();
  expect(serviceRow('厘米级 Locate-CM')).toEqual(['部分覆盖', '未覆盖']);
  expect(serviceRow('亚米级 Locate-DM')).toEqual(['全境覆盖', '已覆盖']);

  await choose(user, '城市', '选择城市（可选）');
  expect(screen.getByRole('table', { name: '广东省的覆盖情况' })).toBeInTheDocument();
});

test('choosing another province clears the city', async () => {
  const { user } = await openAt('/support/map/component/regionBox');
  await choose(user, '省份', '广东省');
  await choose(user, '城市', '深圳市');
  expect(screen.getByRole('table', { name: '广东省深圳市的覆盖情况' })).toBeInTheDocument();
  await choose(user, '省份', '西藏自治区');
  expect(screen.getByRole('combobox', { name: '城市' })).toHaveValue('');
  expect(screen.getByRole('table', { name: '西藏自治区的覆盖情况' })).toBeInTheDocument();
  expect(
    within(screen.getByRole('combobox', { name: '城市' })).getAllByRole('option')[0],
  ).toHaveTextContent('选择城市（可选）');
});

test('a province no service covers says so', async () => {
  const { user } = await openAt('/support/map/component/regionBox');
  await choose(user, '省份', '西藏自治区');
  expect(serviceRow('厘米级 Locate-CM')).toEqual(['暂未覆盖']);
  expect(screen.getByText('厘米级 Locate-CM 在本省暂无覆盖城市')).toBeInTheDocument();
});

test('the route name with the trailing dot of SPEC §2 opens the same page', async () => {
  const { router } = await openAt('/support/map/component/regionBox.');
  expect(router.state.location.pathname).toBe('/support/map/component/regionBox.');
  expect(await screen.findByRole('combobox', { name: '省份' })).toBeInTheDocument();
});

test('failed regions: the reason and 重试', async () => {
  regions.mockRejectedValueOnce(new ApiFailure({ code: -1, msg: '网络异常，请稍后重试' }));
  const { user } = await openAt('/support/map/component/regionBox');
  expect(await screen.findByRole('heading', { name: '覆盖数据加载失败' })).toBeInTheDocument();
  expect(screen.getByText('网络异常，请稍后重试')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /重\s*试/ }));
  expect(await screen.findByRole('combobox', { name: '省份' })).toBeInTheDocument();
});
