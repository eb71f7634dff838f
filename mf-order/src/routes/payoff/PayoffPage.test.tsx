import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { userCenterUrl } from '@xingheng/shared';
import { renderAt } from '../../testing/renderAt';
import { PayoffPage } from './PayoffPage';

describe('PayoffPage', () => {
  it('shows the order number, amount and pay type from the query', () => {
    renderAt(
      '/order/payoff',
      PayoffPage,
      '/order/payoff?orderNo=XH20261122001&amount=199&payType=3',
    );
    expect(screen.getByRole('heading', { level: 1, name: '支付成功' })).toBeInTheDocument();
    expect(screen.getByText('XH20261122001')).toBeInTheDocument();
    expect(screen.getByText('¥199.00')).toBeInTheDocument();
    expect(screen.getByText('微信支付')).toBeInTheDocument();
    expect(screen.getByText(/服务将在 1 分钟内自动激活/)).toBeInTheDocument();
  });

  it('does not show an invalid order number', () => {
    renderAt('/order/payoff', PayoffPage, '/order/payoff?orderNo=%3Cscript%3E&amount=abc');
    expect(screen.queryByText('<script>')).not.toBeInTheDocument();
    expect(screen.queryByText('订单号')).not.toBeInTheDocument();
    expect(screen.queryByText('支付金额')).not.toBeInTheDocument();
  });

  it('links to the order list in the user center and back home', () => {
    renderAt('/order/payoff', PayoffPage, '/order/payoff');
    expect(screen.getByRole('link', { name: '查看订单' })).toHaveAttribute(
      'href',
      userCenterUrl('/order/services'),
    );
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
  });
});
