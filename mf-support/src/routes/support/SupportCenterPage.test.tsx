import { screen, waitFor, within } from '@testing-library/react';
import { ApiFailure } from '@xingheng/shared';
import { renderRoute } from '@xingheng/shared/testing';
import { routes } from '../../exposes/routes';
import { fetchSupportArticles, fetchSupportCategories } from '../../features/articles/api';
import { paths } from '../../paths';
import { articlePage, articleSummary, CATEGORIES } from '../../testing/supportFixtures';

jest.mock('../../features/articles/api');
// ECharts loads on the map pages only, never on /support: requiring it here fails the test.
jest.mock('echarts', () => {
  throw new Error('/support must not load ECharts');
});
jest.mock('echarts4', () => {
  throw new Error('/support must not load ECharts');
});
const list = jest.mocked(fetchSupportArticles);
const categories = jest.mocked(fetchSupportCategories);

jest.setTimeout(30000);

/** Only this page: a link elsewhere renders a heading with its address (`renderRoute`). */
const page = routes.filter((route) => route.path === paths.support);

const ARTICLES = [
  articleSummary(),
  articleSummary({
    id: 15,
    title: 'NTRIP 挂载点与坐标框架',
    category: 'access',
    summary: '选择 CGCS2000 或 WGS84 挂载点，配置 NTRIP 客户端。',
  }),
];

beforeEach(() => {
  categories.mockResolvedValue(CATEGORIES);
  list.mockResolvedValue(articlePage(ARTICLES, 12));
});
afterEach(() => jest.clearAllMocks());

async function openSupport(path: string = paths.support) {
  const view = renderRoute(page, { path });
  await screen.findByRole('heading', { level: 1, name: '支持中心' });
  return view;
}

const search = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);

test('shows the categories with counts, the articles and the self-service links', async () => {
  await openSupport();
  expect(document.title).toBe('支持中心 - 星衡时空');
  expect(list).toHaveBeenCalledWith({ category: null, q: null, page: 1, pageSize: 10 });

  const cats = screen.getByRole('navigation', { name: '文档分类' });
  const faq = within(cats).getByRole('link', { name: /常见问题/ });
  expect(faq).toHaveAttribute('href', '/support?category=faq');
  expect(faq).toHaveTextContent('5 篇');
  expect(within(cats).getAllByRole('link')).toHaveLength(4);

  expect(screen.getByRole('heading', { level: 2, name: '全部文章' })).toBeInTheDocument();
  expect(screen.getByText('共 12 篇')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Locate-CM 快速入门' })).toHaveAttribute(
    'href',
    '/support/details/11',
  );
  expect(screen.getAllByText('2026年10月12日')).toHaveLength(2);

  const side = screen.getByRole('navigation', { name: '自助服务' });
  for (const [name, href] of [
    ['服务公告', '/notices'],
    ['问题反馈', '/notices/bugReport'],
    ['反馈查询', '/notices/bugResponse'],
    ['电离层监测', '/support/iono'],
    ['覆盖范围', '/support/map'],
  ]) {
    expect(within(side).getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute(
      'href',
      href,
    );
  }
});

test('a category card writes ?category= and lists that category', async () => {
  const { user, router } = await openSupport();
  await user.click(screen.getByRole('link', { name: /SDK 与 NTRIP 接入/ }));
  await waitFor(() => expect(search(router).get('category')).toBe('access'));
  expect(
    await screen.findByRole('heading', { level: 2, name: 'SDK 与 NTRIP 接入' }),
  ).toBeInTheDocument();
  expect(list).toHaveBeenLastCalledWith({ category: 'access', q: null, page: 1, pageSize: 10 });
  expect(screen.getByRole('link', { name: /SDK 与 NTRIP 接入/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(screen.getByRole('link', { name: '全部文章' })).toHaveAttribute('href', '/support');
});

test('paging links to ?page= and keeps the category', async () => {
  const { user, router } = await openSupport('/support?category=guide');
  list.mockResolvedValueOnce(
    articlePage([articleSummary({ id: 30, title: '第二页的文章' })], 12, 2),
  );
  const pager = screen.getByRole('navigation', { name: '分页' });
  expect(within(pager).getByRole('link', { name: '第 1 页' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const second = within(pager).getByRole('link', { name: '第 2 页' });
  expect(second).toHaveAttribute('href', '/support?category=guide&page=2');
  await user.click(second);
  expect(await screen.findByRole('link', { name: '第二页的文章' })).toBeInTheDocument();
  expect(router.state.location.search).toBe('?category=guide&page=2');
  expect(list).toHaveBeenLastCalledWith({ category: 'guide', q: null, page: 2, pageSize: 10 });
});

test('search within support: ?q=, the count and the query highlighted', async () => {
  const { user, router } = await openSupport('/support?category=faq');
  list.mockResolvedValueOnce(articlePage([ARTICLES[1] ?? articleSummary()], 1));
  await user.type(screen.getByRole('searchbox', { name: '搜索支持文档' }), ' ntrip {Enter}');
  expect(
    await screen.findByRole('heading', { level: 2, name: '“ntrip”的搜索结果' }),
  ).toBeInTheDocument();
  expect(router.state.location.search).toBe('?q=ntrip');
  expect(list).toHaveBeenLastCalledWith({ category: null, q: 'ntrip', page: 1, pageSize: 10 });
  expect(screen.getByText('共 1 篇')).toBeInTheDocument();
  const marks = document.querySelectorAll('mark');
  expect([...marks].map((mark) => mark.textContent)).toEqual(['NTRIP', 'NTRIP']);
  expect(screen.getByRole('link', { name: 'NTRIP 挂载点与坐标框架' })).toHaveAttribute(
    'href',
    '/support/details/15',
  );
  expect(screen.getByRole('link', { name: '清除搜索' })).toHaveAttribute('href', '/support');
});

test('a search without results says so and offers all articles', async () => {
  list.mockResolvedValue(articlePage([], 0));
  await openSupport('/support?q=%E5%8D%AB%E6%98%9F%E7%94%B5%E8%AF%9D');
  expect(
    await screen.findByText('没有找到与“卫星电话”相关的内容，请换个关键词，或提交问题反馈'),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '查看全部文章' })).toHaveAttribute('href', '/support');
  expect(screen.getByRole('searchbox', { name: '搜索支持文档' })).toHaveValue('卫星电话');
});

test("a failed list shows the API's message and 重试 loads it again", async () => {
  list.mockRejectedValueOnce(new ApiFailure({ code: -1, msg: '网络异常，请稍后重试' }));
  const { user } = await openSupport();
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('heading', { name: '文章列表加载失败' })).toBeInTheDocument();
  expect(alert).toHaveTextContent('网络异常，请稍后重试');
  await user.click(within(alert).getByRole('button', { name: /^重\s?试$/ }));
  expect(await screen.findByRole('link', { name: 'Locate-CM 快速入门' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('without the categories the cards still lead to each category', async () => {
  categories.mockRejectedValue(new ApiFailure({ code: -1, msg: '网络异常，请稍后重试' }));
  await openSupport();
  const cats = screen.getByRole('navigation', { name: '文档分类' });
  expect(
    within(cats)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['产品指南', 'SDK 与 NTRIP 接入', '常见问题', '政策条款']);
  expect(screen.getByRole('link', { name: 'Locate-CM 快速入门' })).toBeInTheDocument();
});
