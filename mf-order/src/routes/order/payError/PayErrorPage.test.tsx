import { screen } from '@testing-library/react';
import { SITE } from '@xingheng/shared';
import { renderRoute } from '@xingheng/shared/testing';
import { routes } from '../../../exposes/routes';
import { paths, payResultPath } from '../../../paths';

/** `/order/payError` through mf-order's route group, as the shell mounts it. */
async function openPayError(query: Record<string, string> = {}) {
  const view = renderRoute(routes, { path: payResultPath(paths.payError, query) });
  await screen.findByRole('heading', { level: 1, name: '支付未完成' });
  return view;
}

describe('PayErrorPage', () => {
  it('offers 重新支付 for the order in the query', async () => {
    const { user, router } = await openPayError({ orderNo: 'XH20261122001' });
    expect(screen.getByText('XH20261122001')).toBeInTheDocument();
    expect(screen.getByText(/订单保留 30 分钟/)).toBeInTheDocument();
    const retry = screen.getByRole('link', { name: '重新支付' });
    expect(retry).toHaveAttribute('href', '/order/payment?orderNo=XH20261122001');
    await user.click(retry);
    expect(router.state.location).toMatchObject({
      pathname: '/order/payment',
      search: '?orderNo=XH20261122001',
    });
  });

  it('has no 重新支付 without a valid order number', async () => {
    await openPayError({ orderNo: '<script>' });
    expect(screen.queryByRole('link', { name: '重新支付' })).not.toBeInTheDocument();
    expect(screen.queryByText('<script>')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看订单' })).toBeInTheDocument();
  });

  it('lets the user call customer service', async () => {
    await openPayError();
    const call = screen.getByRole('link', { name: new RegExp(`联系客服 ${SITE.phone}`) });
    expect(call).toHaveAttribute('href', `tel:${SITE.phone.replace(/-/g, '')}`);
  });
});
