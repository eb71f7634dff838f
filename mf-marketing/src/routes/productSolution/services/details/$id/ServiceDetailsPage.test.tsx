import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '@xingheng/shared/testing';
import { expectLinks } from '#testing/expectLinks';
import { SERVICE_DETAIL_FIXTURE } from '#testing/serviceFixtures';
import { patterns, serviceDetailsPath } from '#paths';
import { ServiceDetailsPage } from './ServiceDetailsPage';

/** The details page of Locate-CM, with a fixture in place of `GET /web/service/details/6`. */
async function renderDetails() {
  renderRoute(
    {
      path: patterns.serviceDetails,
      Component: ServiceDetailsPage,
      loader: () => SERVICE_DETAIL_FIXTURE,
      HydrateFallback: () => null,
    },
    { path: serviceDetailsPath(6) },
  );
  await screen.findByRole('heading', { level: 1, name: 'Locate-CM' });
}

describe('ServiceDetailsPage', () => {
  it('renders name, tagline, breadcrumbs, specs, frames and access', async () => {
    await renderDetails();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(SERVICE_DETAIL_FIXTURE.tagline)).toBeInTheDocument();
    expectLinks({
      产品与解决方案: '/productSolution',
      高精度定位服务: '/productSolution/services',
    });
    expect(screen.getByText('2 cm（RMS）')).toBeInTheDocument();
    expect(screen.getByText('≤ 5 秒')).toBeInTheDocument();
    const frames = screen.getByRole('list', { name: '支持的坐标框架' });
    expect(
      within(frames)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['CGCS2000', 'WGS84', 'ITRF2020']);
    expect(screen.getByText('支持 NTRIP 或 SDK 接入。')).toBeInTheDocument();
    const ports = screen.getByRole('table', { name: 'NTRIP 端口与坐标框架' });
    expect(within(ports).getByRole('row', { name: 'WGS84 8002' })).toBeInTheDocument();
    expect(screen.getByText('RTCM 3.x MSM4/MSM7')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Locate-CM - 星衡时空'));
  });

  it('lists plans by server type with formatted prices and buy links', async () => {
    await renderDetails();
    const centimetre = screen.getByRole('table', { name: '厘米级' });
    expect(within(centimetre).getByRole('row', { name: /1年 ¥1,200.00/ })).toBeInTheDocument();
    expect(within(centimetre).getByRole('row', { name: /1月 ¥150.00/ })).toBeInTheDocument();
    const subMetre = screen.getByRole('table', { name: '亚米级' });
    expect(within(subMetre).getByText('¥360.00')).toBeInTheDocument();
    expectLinks({
      '立即购买：Locate-CM 厘米级 1年': '/order?serviceId=6&serverType=2&durationUnit=6',
      '立即购买：Locate-CM 亚米级 1年': '/order?serviceId=6&serverType=1&durationUnit=6',
    });
  });

  it('has the main 立即购买 and 免费试用 links', async () => {
    await renderDetails();
    expectLinks({ 立即购买: '/order?serviceId=6', 免费试用: '/productSolution/services/tryout/6' });
  });
});
