import { act, screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '@xingheng/shared/testing';
import { expectLinks } from '../../testing/expectLinks';
import { SERVICE_LIST_FIXTURE } from '../../testing/serviceFixtures';
import type { ServiceListData } from './serviceListLoader';
import { paths } from '../../paths';
import { OverviewPage } from './OverviewPage';

const PATH = paths.productSolution;

/** `/productSolution` with a fixture service list in place of `getServerProduct`. */
function renderOverview(url: string, data: ServiceListData = { services: SERVICE_LIST_FIXTURE }) {
  return renderRoute(
    { path: PATH, Component: OverviewPage, loader: () => data, HydrateFallback: () => null },
    { path: url },
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('OverviewPage', () => {
  it('shows the services tab without ?tab, with API services and the other service pages', async () => {
    renderOverview(PATH);
    expect(
      await screen.findByRole('heading', { level: 1, name: '产品与解决方案' }),
    ).toBeInTheDocument();
    expect(tab('高精度定位服务')).toHaveAttribute('aria-selected', 'true');
    expectLinks({
      '了解详情：Locate-CM': '/productSolution/services/details/6',
      '免费试用：Locate-DM': '/productSolution/services/tryout/7',
      'Orion 星基增强服务': '/productSolution/services/details_xc',
      'A-GNSS 辅助定位': '/productSolution/services/details_a_gnss',
    });
    expect(screen.getByRole('link', { name: 'PPK 后处理服务' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '时空数据平台' })).toBeInTheDocument();
  });

  it('shows an inline error with 重新加载 when the service list failed', async () => {
    renderOverview(PATH, { services: null });
    expect(await screen.findByRole('alert')).toHaveTextContent('定位服务内容加载失败');
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });

  it('selects the hardware tab from ?tab=2 and lists all hardware grouped by category', async () => {
    renderOverview(`${PATH}?tab=2`);
    await screen.findByRole('heading', { level: 1 });
    expect(tab('GNSS 与 IMU 硬件')).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByRole('heading', { level: 2 })).toHaveLength(3);
    expect(within(panel).getAllByRole('link')).toHaveLength(7);
    expectLinks({ 'T-BOX 车载通信终端': '/productSolution/hardware/t-box' }, within(panel));
  });

  it('falls back to tab 1 for an invalid tab value', async () => {
    renderOverview(`${PATH}?tab=abc`);
    await screen.findByRole('heading', { level: 1 });
    expect(tab('高精度定位服务')).toHaveAttribute('aria-selected', 'true');
  });

  it('writes the clicked tab to the URL and restores the previous tab on Back', async () => {
    const { router, user } = renderOverview(`${PATH}?tab=2`);
    await screen.findByRole('heading', { level: 1 });

    await user.click(tab('更多行业方案'));
    expect(router.state.location.search).toBe('?tab=3');
    await waitFor(() => expect(tab('更多行业方案')).toHaveAttribute('aria-selected', 'true'));
    const panel = screen.getByRole('tabpanel', { name: '更多行业方案' });
    expect(within(panel).getAllByRole('listitem')).toHaveLength(13);
    expectLinks({ 智能驾驶: '/productSolution/solution/intelligentDriving' }, within(panel));

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?tab=2');
    await waitFor(() => expect(tab('GNSS 与 IMU 硬件')).toHaveAttribute('aria-selected', 'true'));

    await user.click(tab('高精度定位服务'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('makes each tab a link to its own address, so a click before hydration still opens it', async () => {
    renderOverview(`${PATH}?tab=2&from=home`);
    await screen.findByRole('heading', { level: 1 });
    expect(tab('高精度定位服务')).toHaveAttribute('href', `${PATH}?from=home`);
    expect(tab('GNSS 与 IMU 硬件')).toHaveAttribute('href', `${PATH}?tab=2&from=home`);
    expect(tab('更多行业方案')).toHaveAttribute('href', `${PATH}?tab=3&from=home`);
  });

  it('moves between tabs with ←, →, Home and End, opening each and keeping the focus on it', async () => {
    const { router, user } = renderOverview(PATH);
    await screen.findByRole('heading', { level: 1 });
    // Only the selected tab is in the Tab order.
    expect(tab('高精度定位服务')).toHaveAttribute('tabindex', '0');
    expect(tab('GNSS 与 IMU 硬件')).toHaveAttribute('tabindex', '-1');
    act(() => tab('高精度定位服务').focus());

    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=2'));
    expect(tab('GNSS 与 IMU 硬件')).toHaveFocus();
    await user.keyboard('{End}');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=3'));
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(tab('高精度定位服务')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=3'));
    await user.keyboard('{Home}');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('tabpanel', { name: '高精度定位服务' })).toBeInTheDocument();
    // Five navigations, each a router update and a render: more than jest's 5 s on a loaded
    // 2-core machine, so the test gets 15 s (a time-out, not a measured figure).
  }, 15_000);
});
