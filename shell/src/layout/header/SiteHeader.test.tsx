import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiFailure, loadApiClient, type RootState, type UserInfo } from '@xingheng/shared';
import { menuFixture } from '../testing/menuFixture';
import { renderWithShell } from '../testing/renderWithShell';
import { SiteHeader } from './SiteHeader';
import { SiteSearchProvider } from './search/searchContext';
import { answer, fakeSearch, rtkResults } from '../testing/searchFixtures';

function loggedIn(userInfo: UserInfo): Partial<RootState> {
  return { auth: { authenticated: 'token-abc', userInfo, httpIP: '' } };
}

/** Stubs the user-info and logout calls at the axios level. */
async function stubNetwork(userInfo: UserInfo) {
  const apiClient = await loadApiClient();
  const get = jest
    .spyOn(apiClient, 'get')
    .mockResolvedValue({ data: { code: 0, msg: 'ok', data: userInfo } });
  const post = jest
    .spyOn(apiClient, 'post')
    .mockRejectedValue(new ApiFailure({ code: -1, msg: '网络异常，请稍后重试' }));
  return { get, post };
}

afterEach(() => jest.restoreAllMocks());

function mainNav() {
  return screen.getByRole('navigation', { name: '主导航' });
}

describe('SiteHeader', () => {
  it('links home and shows 登录 and 注册 to anonymous visitors', async () => {
    renderWithShell(<SiteHeader menu={menuFixture} />);
    expect(await screen.findByRole('link', { name: '星衡时空 首页' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: '登录' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: '注册' })).toHaveAttribute('href', '/user/register');
    expect(screen.getByRole('link', { name: '控制台' })).toHaveAttribute(
      'href',
      'https://console.xingheng-space.com/',
    );
  });

  it('shows the menu with HOT, NEW and plain-text tags and highlights the active top item', async () => {
    renderWithShell(<SiteHeader menu={menuFixture} />, { path: '/news/details/3' });
    const nav = within(mainNav());
    const news = await nav.findByRole('menuitem', { name: '新闻动态' });
    expect(news).toHaveAttribute('href', '/news');
    expect(nav.getByText('HOT')).toHaveClass('shell-menu-tag--hot');
    expect(nav.getByText('NEW')).toHaveClass('shell-menu-tag--new');
    expect(news).toHaveAttribute('aria-current', 'true');
    expect(news).toHaveAttribute('tabindex', '0');
    expect(nav.getByRole('menuitem', { name: '首页' })).not.toHaveAttribute('aria-current');
  });

  it('opens a submenu on hover, with its nested submenu, and closes when the pointer leaves', async () => {
    renderWithShell(<SiteHeader menu={menuFixture} />);
    const nav = within(mainNav());
    const products = nav.getByRole('menuitem', { name: '产品服务 HOT' });
    expect(products).toHaveAttribute('aria-expanded', 'false');
    await userEvent.hover(products);
    expect(products).toHaveAttribute('aria-expanded', 'true');
    await userEvent.hover(nav.getByRole('menuitem', { name: '高精度定位' }));
    expect(nav.getByRole('menuitem', { name: '亚米级定位 Locate-DM' })).toHaveAttribute(
      'href',
      '/productSolution/services/details/7',
    );
    await userEvent.unhover(products);
    await waitFor(() => expect(products).toHaveAttribute('aria-expanded', 'false'));
    expect(nav.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('works from the keyboard: arrows along the bar and into submenus, Escape back out', async () => {
    renderWithShell(<SiteHeader menu={menuFixture} />);
    const nav = within(mainNav());
    await userEvent.tab(); // the brand link
    await userEvent.tab();
    expect(nav.getByRole('menuitem', { name: '首页' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    const products = nav.getByRole('menuitem', { name: '产品服务 HOT' });
    expect(products).toHaveAttribute('aria-expanded', 'true');
    expect(nav.getByRole('menuitem', { name: '高精度定位' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(nav.getByRole('menuitem', { name: '厘米级定位 Locate-CM NEW' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(nav.getByRole('menuitem', { name: '高精度定位' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(products).toHaveFocus();
    expect(products).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowRight}{Enter}');
    const solutions = nav.getByRole('menuitem', { name: '行业方案 NEW' });
    expect(solutions).toHaveAttribute('aria-expanded', 'true');
    expect(nav.getByRole('menuitem', { name: '智能驾驶' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(nav.getByRole('menuitem', { name: '低空经济 HOT' })).toHaveFocus();
    await userEvent.tab();
    expect(solutions).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the phone and the unpaid count in brackets for a logged-in user', async () => {
    const user = { phone: '13800138000', countNoPayServerOrder: 2 };
    const { get } = await stubNetwork(user);
    renderWithShell(<SiteHeader menu={menuFixture} />, { preloadedState: loggedIn(user) });
    await waitFor(() => expect(get).toHaveBeenCalledWith('/user/user/getUserInfo', undefined));
    expect(screen.queryByRole('link', { name: '登录' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /13800138000/ }));
    await screen.findByRole('link', { name: '未支付订单(2)' });
    const hrefs = Object.fromEntries(
      ['未支付订单(2)', '用户中心', '安全设置'].map((name) => [
        name,
        screen.getByRole('link', { name }).getAttribute('href'),
      ]),
    );
    expect(hrefs).toEqual({
      '未支付订单(2)': 'https://console.xingheng-space.com/order/services?type=0',
      用户中心: 'https://console.xingheng-space.com/user',
      安全设置: 'https://console.xingheng-space.com/user/securitycenter',
    });
  });

  it('fetches the user info on load when a token is present', async () => {
    const { get } = await stubNetwork({ phone: '13700137000', countNoPayServerOrder: 1 });
    renderWithShell(<SiteHeader menu={menuFixture} />, {
      preloadedState: { auth: { authenticated: 'token-abc', userInfo: null, httpIP: '' } },
    });
    expect(await screen.findByRole('button', { name: /13700137000/ })).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('shows no brackets when nothing is unpaid', async () => {
    const user = { phone: '13900139000', countNoPayServerOrder: 0 };
    await stubNetwork(user);
    renderWithShell(<SiteHeader menu={menuFixture} />, { preloadedState: loggedIn(user) });
    await userEvent.click(screen.getByRole('button', { name: /13900139000/ }));
    expect(await screen.findByRole('link', { name: '未支付订单' })).toBeInTheDocument();
  });

  it('logs out even when the logout call fails: token cleared, lands on /login', async () => {
    const user = { phone: '13800138000', countNoPayServerOrder: 0 };
    const { post } = await stubNetwork(user);
    const { store, router } = renderWithShell(<SiteHeader menu={menuFixture} />, {
      path: '/news',
      preloadedState: loggedIn(user),
    });
    await userEvent.click(screen.getByRole('button', { name: /13800138000/ }));
    await userEvent.click(await screen.findByText('退出登录'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(post).toHaveBeenCalledWith('/user/login/logout', undefined, { silent: true });
    expect(store.getState().auth).toMatchObject({ authenticated: '', userInfo: null });
    expect(screen.getByRole('link', { name: '登录' })).toBeInTheDocument();
  });

  it('searches the site from the header and navigates to the chosen result', async () => {
    const search = fakeSearch((q) => answer(q, rtkResults));
    const { router } = renderWithShell(
      <SiteSearchProvider search={search}>
        <SiteHeader menu={menuFixture} />
      </SiteSearchProvider>,
    );
    const box = within(screen.getByRole('banner')).getByRole('combobox', { name: '站内搜索' });
    await userEvent.type(box, '智能驾驶');
    // Role queries over the whole header are slow in jsdom: look inside the listbox.
    const list = await screen.findByRole('listbox', {}, { timeout: 3000 });
    await userEvent.click(within(list).getByRole('option', { name: /智能驾驶高精度定位方案/ }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/productSolution/solution/intelligentDriving'),
    );
    expect(search).toHaveBeenCalledWith('智能驾驶', expect.any(AbortSignal));
    expect(box).toHaveValue('');
  });

  it('says so when the search finds nothing', async () => {
    renderWithShell(
      <SiteSearchProvider search={fakeSearch((q) => answer(q, []))}>
        <SiteHeader menu={menuFixture} />
      </SiteSearchProvider>,
    );
    await userEvent.type(screen.getByRole('combobox', { name: '站内搜索' }), '量子');
    expect(await screen.findByText('未找到与“量子”相关的内容')).toBeInTheDocument();
  });
});
