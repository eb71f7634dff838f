import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderPage, SERVICE_LIST_FIXTURE } from '../../features/services/testing';
import { AGnssPage } from './aGnss/AGnssPage';
import { OrionXcPage } from './orionXc/OrionXcPage';
import { PlatformPage } from './platform/PlatformPage';
import { PpkPage } from './ppk/PpkPage';
import { ServicesPage } from './services/ServicesPage';

const pages: [string, ComponentType, string, string][] = [
  [
    '/productSolution/services/details_xc/:id?',
    OrionXcPage,
    '/productSolution/services/details_xc/3',
    'Orion 星基增强服务',
  ],
  [
    '/productSolution/services/details_a_gnss/:id?',
    AGnssPage,
    '/productSolution/services/details_a_gnss',
    'A-GNSS 辅助定位',
  ],
  [
    '/productSolution/services/details_platform/:id?',
    PlatformPage,
    '/productSolution/services/details_platform',
    '时空数据平台',
  ],
  ['/productSolution/services/ppk', PpkPage, '/productSolution/services/ppk', 'PPK 后处理服务'],
];

describe('static service pages', () => {
  it.each(pages)('%s renders its one h1', async (path, Page, url, h1) => {
    renderPage(path, Page, url);
    expect(await screen.findByRole('heading', { level: 1, name: h1 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: '高精度定位服务' })).toHaveAttribute(
      'href',
      '/productSolution/services',
    );
  });

  it('details_xc uses the service template with a consult call instead of plans', async () => {
    renderPage(pages[0]![0], OrionXcPage, pages[0]![2]);
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
    renderPage(pages[3]![0], PpkPage, pages[3]![2]);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('heading', { name: '上传 RINEX 观测数据' })).toBeInTheDocument();
    expect(screen.getByText('1 cm + 1 ppm（RMS）')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '免费试用' })).toHaveAttribute(
      'href',
      '/productSolution/services/tryout',
    );
  });

  it('the services overview lists services and compares Locate-CM, Locate-DM and Orion', async () => {
    renderPage('/productSolution/services', ServicesPage, '/productSolution/services', () => ({
      services: SERVICE_LIST_FIXTURE,
    }));
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
