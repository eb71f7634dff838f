import { renderToString } from 'react-dom/server';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { ApiFailure } from '@xingheng/shared';
import { renderRoute } from '@xingheng/shared/testing';
import { routes } from '#exposes/routes';
import { lookupCoverage } from '#features/coverageMap/api';
import { CoordinateBox } from '#features/coverageMap/components/CoordinateBox';
import { BEIJING_LOOKUP, LHASA_LOOKUP } from '#testing/coverageFixtures';
import { paths } from '#paths';

jest.mock('#features/coverageMap/api');
const lookup = jest.mocked(lookupCoverage);

jest.setTimeout(30000);

afterEach(() => jest.clearAllMocks());

async function openBox() {
  const view = renderRoute(
    routes.filter((route) => route.path === paths.coordinateBox),
    { path: '/support/map/component/coordinateBox' },
  );
  await screen.findByRole('heading', { level: 1, name: '坐标覆盖查询' });
  return view;
}

async function enter(user: UserEvent, lng: string, lat: string) {
  if (lng) await user.type(screen.getByLabelText('经度'), lng);
  if (lat) await user.type(screen.getByLabelText('纬度'), lat);
  await user.click(screen.getByRole('button', { name: '查询覆盖' }));
}

/** Waits until the field's description (its error under it, then its hint) reads `message`. */
async function expectFieldError(label: string, message: string | RegExp) {
  const input = screen.getByLabelText(label);
  await waitFor(() => expect(input).toHaveAccessibleDescription(message));
  expect(input).toHaveAttribute('aria-invalid', 'true');
}

test('a position in Beijing in degrees-minutes-seconds is covered by both services', async () => {
  lookup.mockResolvedValue(BEIJING_LOOKUP);
  const { user } = await openBox();
  expect(screen.getByRole('radio', { name: /^WGS84/ })).toBeChecked();
  expect(screen.getByText(/相差几厘米，不会改变是否覆盖/)).toBeInTheDocument();
  await enter(user, '116°23′51″E', '39°54′31″N');
  const answer = await screen.findByRole('list', { name: '各服务覆盖情况' });
  expect(lookup).toHaveBeenCalledTimes(1);
  const query = lookup.mock.calls[0]?.[0];
  expect(query?.frame).toBe('WGS84');
  expect(query?.lng).toBeCloseTo(116.3975, 4);
  expect(query?.lat).toBeCloseTo(39.90861, 4);
  expect(screen.getByText(/位置：北京市/)).toBeInTheDocument();
  const items = within(answer).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual(['Locate-CM已覆盖', 'Locate-DM已覆盖']);
});

test('an uncovered position in CGCS2000 decimal degrees shows the nearest covered city', async () => {
  lookup.mockResolvedValue(LHASA_LOOKUP);
  const { user } = await openBox();
  await user.click(screen.getByRole('radio', { name: /^CGCS2000/ }));
  await enter(user, '91.1322', '29.66');
  expect(lookup).toHaveBeenCalledWith({ lng: 91.1322, lat: 29.66, frame: 'CGCS2000' });
  const answer = await screen.findByRole('list', { name: '各服务覆盖情况' });
  expect(within(answer).getAllByText('未覆盖')).toHaveLength(2);
  expect(
    within(answer).getByText('最近的覆盖城市：四川省成都市，约 1,249 公里'),
  ).toBeInTheDocument();
  expect(
    within(answer).getByText('最近的覆盖城市：青海省西宁市，约 1,155 公里'),
  ).toBeInTheDocument();
});

test('empty, unreadable or out-of-range input gets a Chinese message and no call', async () => {
  const { user } = await openBox();
  await user.click(screen.getByRole('button', { name: '查询覆盖' }));
  await expectFieldError('经度', /^请输入经度/);
  await expectFieldError('纬度', /^请输入纬度/);

  await enter(user, '200', 'abc');
  await expectFieldError('经度', /^经度须在 -180° 至 180° 之间/);
  await expectFieldError('纬度', /^无法识别的纬度/);
  expect(lookup).not.toHaveBeenCalled();
});

test("the API's 400 is shown under the form", async () => {
  lookup.mockRejectedValue(new ApiFailure({ code: 400, msg: '坐标超出服务查询范围', status: 400 }));
  const { user } = await openBox();
  await enter(user, '116.3975', '39.9087');
  expect(await screen.findByText('查询失败：坐标超出服务查询范围')).toBeInTheDocument();
});

test('the frame is a radio group described by its hint; the arrow keys change it', async () => {
  lookup.mockResolvedValue(LHASA_LOOKUP);
  const { user } = await openBox();
  const frames = screen.getByRole('radiogroup', { name: '坐标系' });
  expect(frames).toHaveAccessibleDescription(/相差几厘米/);
  await user.click(screen.getByRole('radio', { name: /^WGS84/ }));
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('radio', { name: /^CGCS2000/ })).toBeChecked();
  await enter(user, '91.1322', '29.66');
  expect(lookup).toHaveBeenCalledWith({ lng: 91.1322, lat: 29.66, frame: 'CGCS2000' });
});

test("the server's HTML has the form disabled and no antd", () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<CoordinateBox />);
  expect(container.querySelectorAll('input:disabled')).toHaveLength(4);
  expect(container.querySelector('button[type="submit"]')).toBeDisabled();
  expect(container.querySelector('[class*="ant-"]')).toBeNull();
});
