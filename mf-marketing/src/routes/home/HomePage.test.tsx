import { screen, within } from '@testing-library/react';
import { SITE } from '@xingheng/shared';
import { renderRoute } from '@xingheng/shared/testing';
import { paths } from '../../paths';
import { HomePage } from './HomePage';
import { expectLinks } from '../../testing/expectLinks';
import { HOME_FIXTURE } from '../../testing/homeFixtures';
import type { HomeData } from './homeLoader';

/** `/` with a loader answering fixtures in place of the four home requests. */
function renderHome(loader: () => Promise<HomeData> | HomeData = () => HOME_FIXTURE) {
  return renderRoute({
    path: paths.home,
    Component: HomePage,
    loader,
    HydrateFallback: () => null,
  });
}

const section = (name: string) => screen.getByRole('region', { name });

describe('HomePage', () => {
  it('renders the h1 and every section from the loader data', async () => {
    renderHome();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: '厘米级高精度定位，让每一次定位都可信',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '全国一张网，厘米级实时定位' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /了解更多：全国一张网/ })).toHaveAttribute(
      'href',
      '/productSolution/services',
    );
    expect(within(section('一张覆盖全国的高精度定位网络')).getByText('地基增强站')).toBeVisible();
    expect(within(section('高精度定位服务')).getAllByRole('listitem')).toHaveLength(2);
    expect(within(section('高精度定位服务')).getByText('厘米级')).toBeInTheDocument();
    expect(within(section('高精度定位服务')).getAllByText('NTRIP 或 SDK')).toHaveLength(2);
    expectLinks(
      { 'T-BOX 车载终端': '/productSolution/hardware/t-box' },
      within(section('GNSS 与惯导硬件')),
    );
    expectLinks(
      { 智能驾驶: '/productSolution/solution/intelligentDriving' },
      within(section('行业解决方案')),
    );
    const news = section('新闻动态');
    expectLinks(
      { '星衡时空地基增强网络新增 200 座基准站': '/news/details/31', 更多新闻: '/news' },
      within(news),
    );
    expect(within(news).getByText('2026-10-18')).toBeInTheDocument();
    expect(within(news).getByText('行业动态')).toBeInTheDocument();
    expectLinks({
      查看全部方案: '/productSolution?tab=3',
      [SITE.phone]: 'tel:4008201688',
      商务合作: '/partner',
    });
    expect(screen.queryByText(/内容加载失败/)).not.toBeInTheDocument();
  });

  it('links each service to its details and free-trial pages', async () => {
    renderHome();
    const services = await screen.findByRole('region', { name: '高精度定位服务' });
    expectLinks(
      {
        '了解详情：Locate-CM': '/productSolution/services/details/6',
        '免费试用：Locate-DM': '/productSolution/services/tryout/7',
      },
      within(services),
    );
  });

  it('shows an error state for a failed section, keeps the others, and reloads on request', async () => {
    const loader = jest
      .fn<HomeData, []>()
      .mockReturnValueOnce({ ...HOME_FIXTURE, services: null })
      .mockReturnValue(HOME_FIXTURE);
    const { user } = renderHome(loader);
    const services = await screen.findByRole('region', { name: '高精度定位服务' });
    expect(within(services).getByRole('alert')).toHaveTextContent('内容加载失败');
    expect(within(services).queryByRole('link', { name: /免费试用/ })).not.toBeInTheDocument();
    expect(within(section('GNSS 与惯导硬件')).getAllByRole('listitem')).toHaveLength(3);
    expect(within(section('新闻动态')).getAllByRole('listitem')).toHaveLength(2);

    await user.click(within(services).getByRole('button', { name: '重新加载' }));
    expect(
      await within(services).findByRole('link', { name: '免费试用：Locate-CM' }),
    ).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('shows the hero error state when the banners failed, still with the h1', async () => {
    renderHome(() => ({ ...HOME_FIXTURE, banners: null }));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('焦点图内容加载失败');
  });
});
