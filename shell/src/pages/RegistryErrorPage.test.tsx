import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RegistryError } from '@xingheng/shared/registry';
import { RegistryErrorPage } from './RegistryErrorPage';

/**
 * The page shown when `/mf-registry.json` is unreachable or malformed
 * (docs/adr/0001-runtime-registry.md).
 */

describe('RegistryErrorPage', () => {
  it('lists each registry issue and offers 重新加载', async () => {
    // jsdom cannot reload (window.location is unforgeable): it reports the navigation attempt as
    // a "not implemented" error on the console, which is how the reload is observed here.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const issues = [
        'remotes.0.prefixes.0: 路由前缀须形如 "/"、"/partner" 或 "/news/*"',
        'site.userCenterHost: 用户中心地址须为 URL',
      ];
      render(<RegistryErrorPage error={new RegistryError(issues)} />);
      expect(screen.getByText('站点暂时无法访问')).toBeInTheDocument();
      const items = within(screen.getByRole('list', { name: '配置问题' })).getAllByRole('listitem');
      expect(items.map((item) => item.textContent)).toEqual(issues);
      expect(consoleError).not.toHaveBeenCalled();
      await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
      expect(consoleError).toHaveBeenCalledWith(
        expect.objectContaining({ message: expect.stringMatching(/Not implemented: navigation/) }),
      );
    } finally {
      consoleError.mockRestore();
    }
  });

  it('shows the message of an unreachable registry as the one issue', () => {
    render(<RegistryErrorPage error={new Error('站点注册表无法读取（HTTP 502）')} />);
    const items = within(screen.getByRole('list', { name: '配置问题' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['站点注册表无法读取（HTTP 502）']);
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });
});
