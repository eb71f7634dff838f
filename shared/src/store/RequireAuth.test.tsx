import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { renderRoute } from '../testing/renderRoute';
import { SsrRedirectContext, type SsrRedirect } from '../ssr/redirect';
import { RequireAuth } from './RequireAuth';

/** Guarded routes send anonymous visitors to login with the way back (SPEC §2, §6). */

function LoginProbe() {
  const location = useLocation();
  return <h1>登录 {location.search}</h1>;
}

function renderAt(path: string, token: string, serverRedirect?: SsrRedirect) {
  const guarded = (
    <RequireAuth>
      <h1>订单支付</h1>
    </RequireAuth>
  );
  const { router } = renderRoute(
    [
      {
        path: '/order/payment',
        element: serverRedirect ? (
          <SsrRedirectContext value={serverRedirect}>{guarded}</SsrRedirectContext>
        ) : (
          guarded
        ),
      },
      { path: '/login', element: <LoginProbe /> },
    ],
    { path, preloadedState: { auth: { authenticated: token, userInfo: null, httpIP: '' } } },
  );
  return router;
}

describe('RequireAuth', () => {
  it('sends an anonymous visitor to /login with the encoded path and query', async () => {
    const router = renderAt('/order/payment?id=1', '');
    expect(await screen.findByRole('heading', { name: /登录/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=%2Forder%2Fpayment%3Fid%3D1');
    expect(screen.queryByRole('heading', { name: '订单支付' })).not.toBeInTheDocument();
  });

  it('replaces the history entry so Back does not return to the guarded page', async () => {
    const router = renderAt('/order/payment?id=1', '');
    await screen.findByRole('heading', { name: /登录/ });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the children to an authenticated user', () => {
    const router = renderAt('/order/payment?id=1', 'tok-123');
    expect(screen.getByRole('heading', { name: '订单支付' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/order/payment');
  });

  it('in a server render, renders nothing and hands the login target to the renderer', () => {
    const redirect: SsrRedirect = {};
    const router = renderAt('/order/payment?id=1', '', redirect);
    expect(redirect.to).toBe('/login?redirect=%2Forder%2Fpayment%3Fid%3D1');
    expect(router.state.location.pathname).toBe('/order/payment');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('in a server render, leaves no target for an authenticated user', () => {
    const redirect: SsrRedirect = {};
    renderAt('/order/payment', 'tok-123', redirect);
    expect(redirect.to).toBeUndefined();
    expect(screen.getByRole('heading', { name: '订单支付' })).toBeInTheDocument();
  });
});
