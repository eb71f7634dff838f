import { screen } from '@testing-library/react';
import { userCenterUrl } from '@xingheng/shared';
import { renderRoute } from '@xingheng/shared/testing';
import { routes } from '../../../exposes/routes';
import { paths, payResultPath } from '../../../paths';

/** `/order/payoff` through mf-order's route group, as the shell mounts it. */
async function openPayoff(query: Record<string, string> = {}) {
  const view = renderRoute(routes, { path: payResultPath(paths.payoff, query) });
  await screen.findByRole('heading', { level: 1, name: '支付成功' });
  return view;
}

describe('PayoffPage', () => {
  it('shows the order number, amount and pay type from the query', async () => {
    await openPayoff({ orderNo: 'XH20261122001', amount: '199', payType: '3' });
    expect(screen.getByText('XH20261122001')).toBeInTheDocument();
    expect(screen.getByText('¥199.00')).toBeInTheDocument();
    expect(screen.getByText('微信支付')).toBeInTheDocument();
    expect(screen.getByText(/服务将在 1 分钟内自动激活/)).toBeInTheDocument();
  });

  it('does not show an invalid order number', async () => {
    await openPayoff({ orderNo: '<script>', amount: 'abc' });
    expect(screen.queryByText('<script>')).not.toBeInTheDocument();
    expect(screen.queryByText('订单号')).not.toBeInTheDocument();
    expect(screen.queryByText('支付金额')).not.toBeInTheDocument();
  });

  it('links to the order list in the user center, back home and to support', async () => {
    const { user, router } = await openPayoff();
    expect(screen.getByRole('link', { name: '查看订单' })).toHaveAttribute(
      'href',
      userCenterUrl('/order/services'),
    );
    expect(screen.getByRole('link', { name: '支持与服务' })).toHaveAttribute('href', '/support');
    await user.click(screen.getByRole('link', { name: '返回首页' }));
    expect(await screen.findByRole('heading', { level: 1, name: '/' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
