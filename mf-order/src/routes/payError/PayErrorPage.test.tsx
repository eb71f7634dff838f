import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { SITE } from '@xingheng/shared';
import { renderAt } from '../../testing/renderAt';
import { PayErrorPage } from './PayErrorPage';

describe('PayErrorPage', () => {
  it('offers 重新支付 for the order in the query', () => {
    renderAt('/order/payError', PayErrorPage, '/order/payError?orderNo=XH20261122001');
    expect(screen.getByRole('heading', { level: 1, name: '支付未完成' })).toBeInTheDocument();
    expect(screen.getByText('XH20261122001')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '重新支付' })).toHaveAttribute(
      'href',
      '/order/payment?orderNo=XH20261122001',
    );
    expect(screen.getByText(/订单保留 30 分钟/)).toBeInTheDocument();
  });

  it('has no 重新支付 without a valid order number', () => {
    renderAt('/order/payError', PayErrorPage, '/order/payError?orderNo=%3Cscript%3E');
    expect(screen.queryByRole('link', { name: '重新支付' })).not.toBeInTheDocument();
    expect(screen.queryByText('<script>')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看订单' })).toBeInTheDocument();
  });

  it('lets the user call customer service', () => {
    renderAt('/order/payError', PayErrorPage, '/order/payError');
    const call = screen.getByRole('link', { name: new RegExp(`联系客服 ${SITE.phone}`) });
    expect(call).toHaveAttribute('href', `tel:${SITE.phone.replace(/-/g, '')}`);
  });
});
