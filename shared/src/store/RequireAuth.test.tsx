import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { renderRoute } from '../testing/renderRoute';
import { RequireAuth } from './RequireAuth';

/** Guarded routes send anonymous visitors to login with the way back (SPEC §2, §6). */

function LoginProbe() {
  const location = useLocation();
  return <h1>登录 {location.search}</h1>;
}

function renderAt(path: string, token: string) {
  const { router } = renderRoute(
    [
      {
        path: '/order/payment',
        element: (
          <RequireAuth>
            <h1>订单支付</h1>
          </RequireAuth>
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
});
