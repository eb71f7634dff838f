import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { menuFixture } from '../testing/menuFixture';
import { renderWithShell } from '../testing/renderWithShell';
import { nextOpenKeys } from '../menu/openKeys';
import { MobileDrawer } from './MobileDrawer';
import { SiteSearchProvider } from './search/searchContext';
import { answer, fakeSearch, rtkResults } from '../testing/searchFixtures';

function drawerNav() {
  return within(screen.getByRole('navigation', { name: '移动端主导航' }));
}

/** Opens the drawer and waits for its code, fetched on first use. */
async function openDrawer() {
  await userEvent.click(screen.getByRole('button', { name: '打开菜单' }));
  await screen.findByRole('navigation', { name: '移动端主导航' });
}

describe('MobileDrawer', () => {
  it('opens from the hamburger button with the menu inside', async () => {
    renderWithShell(<MobileDrawer menu={menuFixture} />);
    expect(screen.queryByRole('navigation', { name: '移动端主导航' })).not.toBeInTheDocument();
    await openDrawer();
    expect(drawerNav().getByRole('link', { name: '新闻动态' })).toHaveAttribute('href', '/news');
    expect(screen.getByRole('button', { name: '关闭菜单' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('keeps only one top-level submenu open at a time', async () => {
    renderWithShell(<MobileDrawer menu={menuFixture} />);
    await openDrawer();
    await userEvent.click(drawerNav().getByText('产品服务'));
    expect(await screen.findByRole('link', { name: '后处理 PPK 限时优惠' })).toBeVisible();
    await userEvent.click(drawerNav().getByText('行业方案'));
    expect(await screen.findByRole('link', { name: '智能驾驶' })).toBeVisible();
    const title = (name: RegExp) => drawerNav().getByRole('menuitem', { name });
    expect(title(/^行业方案/)).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(title(/^产品服务/)).toHaveAttribute('aria-expanded', 'false'));
    expect(screen.queryByRole('link', { name: '后处理 PPK 限时优惠' })).not.toBeInTheDocument();
  });

  it('holds the site search, full width, and closes when a result is chosen', async () => {
    const { router } = renderWithShell(
      <SiteSearchProvider search={fakeSearch((q) => answer(q, rtkResults))}>
        <MobileDrawer menu={menuFixture} />
      </SiteSearchProvider>,
    );
    await openDrawer();
    const dialog = within(screen.getByRole('dialog'));
    await userEvent.type(dialog.getByRole('combobox', { name: '站内搜索' }), 'NTRIP');
    await userEvent.click(await dialog.findByRole('option', { name: /第三方 SDK 集成说明/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/terms/integration'));
    expect(screen.getByRole('button', { name: '打开菜单' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('closes on Escape and gives the focus back to the button', async () => {
    renderWithShell(<MobileDrawer menu={menuFixture} />);
    await openDrawer();
    await userEvent.keyboard('{Escape}');
    const toggle = screen.getByRole('button', { name: '打开菜单' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(toggle).toHaveFocus());
  });

  it('closes when a menu link navigates', async () => {
    const { router } = renderWithShell(<MobileDrawer menu={menuFixture} />);
    await openDrawer();
    await userEvent.click(drawerNav().getByRole('link', { name: '关于我们' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/aboutus'));
    expect(screen.getByRole('button', { name: '打开菜单' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});

describe('nextOpenKeys', () => {
  const top = ['1', '2', '3'];
  it('replaces the open top-level submenu with the newly opened one', () => {
    expect(nextOpenKeys(['2', '21', '3'], ['2', '21'], top)).toEqual(['3']);
  });
  it('keeps the parent open when a nested submenu opens, and closes on request', () => {
    expect(nextOpenKeys(['2', '21'], ['2'], top)).toEqual(['2', '21']);
    expect(nextOpenKeys([], ['2'], top)).toEqual([]);
  });
});
