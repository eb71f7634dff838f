import { screen, waitFor, within } from '@testing-library/react';
import { ApiFailure } from '@xingheng/shared';
import { renderRoute } from '@xingheng/shared/testing';
import { routes } from '../../exposes/routes';
import { fetchNotices } from '../../features/notices/api';
import { paths } from '../../paths';
import { noticeSummary } from '../../testing/supportFixtures';

jest.mock('../../features/notices/api');
const list = jest.mocked(fetchNotices);

jest.setTimeout(30000);

const page = routes.filter((route) => route.path === paths.notices);

const NOTICES = [
  noticeSummary(),
  noticeSummary({
    id: 23,
    type: 'release',
    title: 'Locate-CM SDK 3.3 版本发布',
    summary: '新增 Android 15 支持与断线自动重连。',
    publishedDate: '2026-11-18',
  }),
];

beforeEach(() => {
  list.mockResolvedValue({ list: NOTICES, total: 24, page: 1, pageSize: 10 });
});
afterEach(() => jest.clearAllMocks());

async function openNotices(path: string = paths.notices) {
  const view = renderRoute(page, { path });
  await screen.findByRole('heading', { level: 1, name: '服务公告' });
  return view;
}

/** One choice of the type filter: a link, the chosen one marked `aria-current="page"`. */
const typeLink = (name: string) =>
  within(screen.getByRole('navigation', { name: '公告类型' })).getByRole('link', { name });

test('lists the notices newest first with type, date and link', async () => {
  await openNotices();
  expect(document.title).toBe('服务公告 - 星衡时空');
  expect(list).toHaveBeenCalledWith({ type: null, page: 1, pageSize: 10 });
  expect(typeLink('全部')).toHaveAttribute('aria-current', 'page');
  expect(typeLink('维护公告')).not.toHaveAttribute('aria-current');
  const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
  expect(titles).toEqual(['华东地区基准站网络例行维护通知', 'Locate-CM SDK 3.3 版本发布']);
  const first = screen.getByRole('link', { name: '华东地区基准站网络例行维护通知' });
  expect(first).toHaveAttribute('href', '/notices/details/24');
  const item = first.closest('article') as HTMLElement;
  expect(within(item).getByText('维护公告')).toBeInTheDocument();
  expect(within(item).getByText('2026年11月20日')).toBeInTheDocument();
  const crumbs = screen.getByRole('navigation', { name: '面包屑' });
  expect(within(crumbs).getByRole('link', { name: '支持中心' })).toHaveAttribute(
    'href',
    '/support',
  );
});

test('the type filter and paging are links that keep their state in the URL', async () => {
  const { user, router } = await openNotices();
  list.mockResolvedValueOnce({
    list: [NOTICES[0] ?? noticeSummary()],
    total: 12,
    page: 1,
    pageSize: 10,
  });
  expect(typeLink('维护公告')).toHaveAttribute('href', '/notices?type=maintenance');
  await user.click(typeLink('维护公告'));
  await waitFor(() => expect(typeLink('维护公告')).toHaveAttribute('aria-current', 'page'));
  expect(router.state.location.search).toBe('?type=maintenance');
  expect(list).toHaveBeenLastCalledWith({ type: 'maintenance', page: 1, pageSize: 10 });

  list.mockResolvedValueOnce({
    list: [noticeSummary({ id: 5, title: '第二页的维护公告' })],
    total: 12,
    page: 2,
    pageSize: 10,
  });
  const second = within(screen.getByRole('navigation', { name: '分页' })).getByRole('link', {
    name: '第 2 页',
  });
  expect(second).toHaveAttribute('href', '/notices?type=maintenance&page=2');
  await user.click(second);
  expect(await screen.findByRole('link', { name: '第二页的维护公告' })).toBeInTheDocument();
  expect(router.state.location.search).toBe('?type=maintenance&page=2');
  expect(list).toHaveBeenLastCalledWith({ type: 'maintenance', page: 2, pageSize: 10 });
});

test('an unknown type in the URL shows all notices; an empty type says so', async () => {
  list.mockResolvedValue({ list: [], total: 0, page: 1, pageSize: 10 });
  const first = await openNotices('/notices?type=security');
  expect(await screen.findByText('该类型下暂无公告')).toBeInTheDocument();
  expect(typeLink('安全公告')).toHaveAttribute('aria-current', 'page');
  first.unmount();

  await openNotices('/notices?type=rumour');
  expect(typeLink('全部')).toHaveAttribute('aria-current', 'page');
  expect(list).toHaveBeenLastCalledWith({ type: null, page: 1, pageSize: 10 });
});

test("a failed list shows the API's message and 重试 loads it again", async () => {
  list.mockRejectedValueOnce(
    new ApiFailure({ code: 50000, msg: '服务繁忙，请稍后再试', status: 500 }),
  );
  const { user } = await openNotices();
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('heading', { name: '公告加载失败' })).toBeInTheDocument();
  expect(alert).toHaveTextContent('服务繁忙，请稍后再试');
  await user.click(within(alert).getByRole('button', { name: /^重\s?试$/ }));
  expect(
    await screen.findByRole('link', { name: '华东地区基准站网络例行维护通知' }),
  ).toBeInTheDocument();
});
