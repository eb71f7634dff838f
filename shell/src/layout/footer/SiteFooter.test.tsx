import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ServiceProduct } from '@xingheng/shared';
import { renderWithShell } from '../testing/renderWithShell';
import { SiteFooter } from './SiteFooter';

const service = (id: number): ServiceProduct => ({
  id,
  name: `服务 ${id}`,
  summary: '高精度定位服务',
  serverType: 2,
  connectType: 1,
});

const specLinks = [
  '/productSolution/services/details/6',
  '/productSolution/services/details/7',
  '/productSolution/services/details_a_gnss',
  '/productSolution/services/details_platform',
  '/productSolution?tab=2',
  '/productSolution/hardware/t-box',
  '/productSolution/hardware/p-box',
  '/productSolution/solution/intelligentDriving',
  '/productSolution/solution/carpooling',
  '/productSolution/solution/lowAltitudeEconomy',
  '/productSolution/solution/lowSpeedUnmannedVehicle',
  '/productSolution?tab=3',
  '/aboutus',
  '/news',
  '/aboutus/join',
  '/support/details/9',
  '/support/details/10',
];

function hrefs(): (string | null)[] {
  return screen.getAllByRole('link').map((link) => link.getAttribute('href'));
}

describe('SiteFooter', () => {
  it('has every SPEC §2 footer link under five Chinese headings', () => {
    renderWithShell(<SiteFooter services={[service(6), service(7)]} />);
    expect(hrefs()).toEqual(expect.arrayContaining(specLinks));
    const nav = within(screen.getByRole('navigation', { name: '页脚导航' }));
    expect(nav.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      '产品服务',
      '硬件产品',
      '行业方案',
      '关于我们',
      '政策条款',
    ]);
  });

  it('sends Orion to details_xc when service 8 is not offered', () => {
    renderWithShell(<SiteFooter services={[service(6)]} />);
    expect(screen.getByRole('link', { name: 'Orion 星基增强定位' })).toHaveAttribute(
      'href',
      '/productSolution/services/details_xc',
    );
  });

  it('sends Orion to details/8 when service 8 is offered', () => {
    renderWithShell(<SiteFooter services={[service(6), service(8)]} />);
    expect(screen.getByRole('link', { name: 'Orion 星基增强定位' })).toHaveAttribute(
      'href',
      '/productSolution/services/details/8',
    );
  });

  it('shows the contacts, the copyright and both filing numbers', () => {
    renderWithShell(<SiteFooter services={[]} />);
    expect(hrefs()).toEqual(
      expect.arrayContaining([
        'mailto:service@xingheng-space.com',
        'tel:4008201688',
        'https://beian.miit.gov.cn/',
      ]),
    );
    expect(screen.getByRole('link', { name: '京ICP备2026018862号-1' })).toBeInTheDocument();
    expect(screen.getByText('京公网安备11010802046121号')).toBeInTheDocument();
    expect(screen.getByText(/版权所有/)).toBeInTheDocument();
  });

  it('shows the WeChat QR code on keyboard focus', async () => {
    renderWithShell(<SiteFooter services={[]} />);
    act(() => screen.getByRole('button', { name: '微信公众号' }).focus());
    expect(await screen.findByRole('img', { name: '微信公众号二维码' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
    expect(screen.getByText('微信扫码关注')).toBeInTheDocument();
  });

  it('shows the Weibo QR code on hover', async () => {
    renderWithShell(<SiteFooter services={[]} />);
    await userEvent.hover(screen.getByRole('button', { name: '官方微博' }));
    expect(await screen.findByRole('img', { name: '官方微博二维码' })).toBeInTheDocument();
  });
});
