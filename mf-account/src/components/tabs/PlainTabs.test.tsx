import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlainTabs } from './PlainTabs';

function renderTabs() {
  render(
    <PlainTabs
      label="登录方式"
      tabs={[
        { key: 'password', label: '密码登录', children: <input aria-label="密码" /> },
        { key: 'sms', label: '验证码登录', children: <input aria-label="短信验证码" /> },
        { key: 'qr', label: '扫码登录', children: <p>请用微信扫码</p> },
      ]}
    />,
  );
}

describe('PlainTabs', () => {
  it('shows the first panel, labelled by its tab, and switches on click', async () => {
    renderTabs();
    expect(screen.getByRole('tablist', { name: '登录方式' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '密码登录' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: '密码登录' })).toContainElement(
      screen.getByLabelText('密码'),
    );
    await userEvent.click(screen.getByRole('tab', { name: '验证码登录' }));
    expect(screen.getByRole('tab', { name: '验证码登录' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel', { name: '验证码登录' })).toBeInTheDocument();
    // A hidden panel is not rendered.
    expect(screen.queryByLabelText('密码')).not.toBeInTheDocument();
  });

  it('keeps only the selected tab in the Tab order and moves with the arrow keys, Home and End', async () => {
    renderTabs();
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: '密码登录' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '验证码登录' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: '验证码登录' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: '扫码登录' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '密码登录' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{Home}');
    expect(screen.getByRole('tab', { name: '密码登录' })).toHaveAttribute('aria-selected', 'true');
    // Tab leaves the list for the panel's field.
    await userEvent.tab();
    expect(screen.getByLabelText('密码')).toHaveFocus();
  });
});
