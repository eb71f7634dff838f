import { screen } from '@testing-library/react';
import { renderRoute } from '@xingheng/shared/testing';
import { routes } from '../../../exposes/routes';
import { SERVICE_LIST_FIXTURE } from '../../../testing/serviceFixtures';
import { paths } from '../../../paths';
import { ServicesPage } from './ServicesPage';

/** The static service pages (address, h1), opened through the remote's real route table. */
const pages: [string, string][] = [
  [`${paths.detailsXc}/3`, 'Orion 星基增强服务'],
  [paths.detailsAGnss, 'A-GNSS 辅助定位'],
  [paths.detailsPlatform, '时空数据平台'],
  [paths.ppk, 'PPK 后处理服务'],
];

describe('static service pages', () => {
  it.each(pages)('%s renders its one h1', async (path, h1) => {
    renderRoute(routes, { path });
    expect(await screen.findByRole('heading', { level: 1, name: h1 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: '高精度定位服务' })).toHaveAttribute(
      'href',
      '/productSolution/services',
    );
  });

  it('details_xc uses the service template with a consult call instead of plans', async () => {
    renderRoute(routes, { path: paths.detailsXc });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('heading', { name: '关键指标' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '接入方式' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '套餐与价格' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '咨询开通' })).toHaveAttribute(
      'href',
      'tel:4008201688',
    );
  });

  it('PPK shows the workflow, figures and a 免费试用 link', async () => {
    renderRoute(routes, { path: paths.ppk });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('heading', { name: '上传 RINEX 观测数据' })).toBeInTheDocument();
    expect(screen.getByText('1 cm + 1 ppm（RMS）')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '免费试用' })).toHaveAttribute(
      'href',
      '/productSolution/services/tryout',
    );
  });

  it('the services overview lists services and compares Locate-CM, Locate-DM and Orion', async () => {
    renderRoute({
      path: paths.services,
      Component: ServicesPage,
      loader: () => ({ services: SERVICE_LIST_FIXTURE }),
      HydrateFallback: () => null,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: '高精度定位服务' }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Locate-CM、Locate-DM 与 Orion 对比' });
    expect(table).toHaveTextContent('收敛时间');
    expect(screen.getByRole('link', { name: 'Orion' })).toHaveAttribute(
      'href',
      '/productSolution/services/details_xc',
    );
    expect(screen.getByRole('link', { name: '了解详情：Locate-CM' })).toBeInTheDocument();
  });
});
