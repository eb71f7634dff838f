import { screen, waitFor, within } from '@testing-library/react';
import { SITE } from '@xingheng/shared';
import { renderRoute } from '@xingheng/shared/testing';
import { SOLUTION_NAMES } from '#content/solutions';
import { routes } from '#exposes/routes';
import { solutionPath } from '#paths';
import { expectLinks } from '#testing/expectLinks';
import { underShellErrorPage } from '#testing/shellErrorPage';

/** Opens a solution page through the remote's real route table (lazy page, content loader). */
function renderSolution(name: string) {
  renderRoute(underShellErrorPage(routes), { path: solutionPath(name) });
}

const region = (name: string) => screen.getByRole('region', { name });

describe('SolutionDetailPage (SPEC §2)', () => {
  it('renders the intelligentDriving record through the template', async () => {
    renderSolution('intelligentDriving');
    expect(
      await screen.findByRole('heading', { level: 1, name: '智能驾驶解决方案' }),
    ).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('智能驾驶解决方案 - 星衡时空'));

    expectLinks({ 产品与解决方案: '/productSolution?tab=3', 首页: '/' });

    expect(within(region('行业挑战')).getByText(/匝道分流/)).toBeInTheDocument();
    expect(
      within(region('解决方案与架构')).getByRole('img', { name: '智能驾驶解决方案架构图' }),
    ).toBeInTheDocument();

    expectLinks(
      {
        'Locate-CM 厘米级定位服务': '/productSolution/services/details/6',
        'Orion 星基增强服务': '/productSolution/services/details/8',
        'LK-GNSS 车规级定位模组': '/productSolution/hardware/lk-gnss',
      },
      within(region('使用的服务与硬件')),
    );

    expect(within(region('典型指标')).getByText('10 cm')).toBeInTheDocument();
    expect(
      within(region('客户案例')).getByRole('heading', { name: '某新势力整车厂' }),
    ).toBeVisible();

    expectLinks({
      [SITE.phone]: 'tel:4008201688',
      商务合作: '/partner',
      免费试用: '/productSolution/services/tryout/6',
    });
  });

  it.each(SOLUTION_NAMES)(
    'renders %s with one h1, a named diagram and its product links',
    async (name) => {
      renderSolution(name);
      const h1 = await screen.findByRole('heading', { level: 1 });
      expect(h1.textContent).toMatch(/解决方案$/);
      expect(screen.getByRole('img', { name: `${h1.textContent}架构图` })).toBeInTheDocument();
      const links = within(region('使用的服务与硬件')).getAllByRole('link');
      expect(links.length).toBeGreaterThanOrEqual(2);
      for (const link of links) {
        expect(link.getAttribute('href')).toMatch(
          /^\/productSolution\/(services\/details\/[678]|hardware\/[a-z-]+)$/,
        );
      }
    },
  );

  it('answers an unknown solution name with a 404 route error', async () => {
    renderSolution('spaceMining');
    expect(await screen.findByText('状态 404：方案不存在')).toBeInTheDocument();
  });
});
