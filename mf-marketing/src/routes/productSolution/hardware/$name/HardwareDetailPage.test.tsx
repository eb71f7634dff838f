import { screen, within } from '@testing-library/react';
import { SITE } from '@xingheng/shared';
import { renderRoute } from '@xingheng/shared/testing';
import { HARDWARE_SLUGS } from '#content/hardware';
import { routes } from '#exposes/routes';
import { hardwarePath } from '#paths';
import { expectLinks } from '#testing/expectLinks';
import { underShellErrorPage } from '#testing/shellErrorPage';

/** Opens a hardware page through the remote's real route table (lazy page, content loader). */
function openHardware(name: string) {
  renderRoute(underShellErrorPage(routes), { path: hardwarePath(name) });
}

const specs = () => screen.getByRole('region', { name: '技术规格' });

describe('HardwareDetailPage', () => {
  it('renders the LK-GNSS page: h1, breadcrumbs, spec rows, purchase and phone links', async () => {
    openHardware('lk-gnss');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'LK-GNSS 车规级定位模组' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: '产品与解决方案' })).toHaveAttribute(
      'href',
      '/productSolution?tab=2',
    );
    expect(screen.getByRole('img', { name: /LK-GNSS 车规级定位模组产品示意图/ })).toBeVisible();

    const table = within(specs()).getByRole('table', { name: '卫星与通道' });
    const row = within(table).getByRole('rowheader', { name: '卫星系统与频点' }).closest('tr');
    expect(row).not.toBeNull();
    expect(within(row as HTMLElement).getByRole('cell')).toHaveTextContent('BDS B1I / B1C / B2a');
    for (const label of ['通道数', '定位精度', '首次定位时间 TTFF', '更新率', '接口', '工作温度']) {
      expect(within(specs()).getByRole('rowheader', { name: label })).toBeInTheDocument();
    }
    expect(within(specs()).getByRole('cell', { name: /ASIL-B ready/ })).toBeInTheDocument();

    expectLinks({
      购买: '/order/shopOrder?product=lk-gnss',
      咨询选型: `tel:${SITE.phone}`,
      'V2X 高精度定位解决方案': '/productSolution/solution/v2xPrecision',
    });
    const related = screen.getByRole('region', { name: '相关产品' });
    expect(within(related).getByRole('link', { name: 'LF-GNSS 高精度定位模组' })).toHaveAttribute(
      'href',
      '/productSolution/hardware/lf-gnss',
    );
    expect(within(related).queryByRole('link', { name: /LK-GNSS/ })).toBeNull();
  });

  it('labels IMU rows by what they measure', async () => {
    openHardware('stib-imu');
    await screen.findByRole('heading', { level: 1, name: 'STIB-IMU 惯性测量单元' });
    for (const label of ['陀螺零偏稳定性', '加速度计量程', '输出频率', '接口', '启动时间']) {
      expect(within(specs()).getByRole('rowheader', { name: label })).toBeInTheDocument();
    }
    expect(within(specs()).queryByRole('rowheader', { name: '卫星系统与频点' })).toBeNull();
  });

  it.each(HARDWARE_SLUGS)('renders %s with its own purchase link', async (slug) => {
    openHardware(slug);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: '购买' })).toHaveAttribute(
      'href',
      `/order/shopOrder?product=${slug}`,
    );
    expect(within(specs()).getAllByRole('rowheader').length).toBeGreaterThanOrEqual(8);
  });

  it('gives an unknown product a 404 route error', async () => {
    openHardware('x-box');
    expect(await screen.findByText('状态 404：产品不存在')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});
