import { createContext, use, type ReactNode } from 'react';
import { screen } from '@testing-library/react';
import { Link, useLocation } from 'react-router';
import { Button } from 'antd';
import { defineRemoteRoutes } from '../federation/remoteRoutes';
import { makeStore, useAppSelector } from '../store/store';
import { setToken } from '../store/authSlice';
import { renderRoute } from './renderRoute';

function Where() {
  const { pathname, search } = useLocation();
  const authenticated = useAppSelector((state) => state.auth.authenticated);
  return (
    <>
      <h1>{`${pathname}${search}`}</h1>
      <p>{authenticated ? `已登录 ${authenticated}` : '未登录'}</p>
      <Link to="/b">去 B</Link>
      <Button>按钮</Button>
    </>
  );
}

const routes = [
  { path: '/a', Component: Where },
  { path: '/b', Component: Where },
];

describe('renderRoute', () => {
  it('opens the first route by default, with a fresh store and the app providers', async () => {
    const { router, store } = renderRoute(routes);
    expect(await screen.findByRole('heading', { name: '/a' })).toBeInTheDocument();
    expect(screen.getByText('未登录')).toBeInTheDocument();
    expect(store.getState().auth.authenticated).toBe('');
    expect(router.state.location.pathname).toBe('/a');
    // antd inside AppProviders renders with the site theme's prefix.
    expect(screen.getByRole('button', { name: '按 钮' })).toHaveClass('ant-btn');
  });

  it('opens the given address with its query and follows links with the user', async () => {
    const { router, user } = renderRoute(routes, { path: '/a?x=1' });
    expect(await screen.findByRole('heading', { name: '/a?x=1' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '去 B' }));
    expect(await screen.findByRole('heading', { name: '/b' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/b');
  });

  it('uses preloadedState or a given store', async () => {
    renderRoute(
      { path: '/a', Component: Where },
      {
        preloadedState: { auth: { authenticated: 'tok-1', userInfo: null, httpIP: '' } },
      },
    );
    expect(await screen.findByText('已登录 tok-1')).toBeInTheDocument();
    const store = makeStore(undefined, { persistToken: false });
    store.dispatch(setToken('tok-2'));
    const view = renderRoute(routes, { store });
    expect(view.store).toBe(store);
    expect(await screen.findByText('已登录 tok-2')).toBeInTheDocument();
  });

  it('runs lazy pages from defineRemoteRoutes and their loaders', async () => {
    const lazyRoutes = defineRemoteRoutes([
      {
        path: '/items/:id',
        chunk: 'items',
        audience: 'public',
        load: async () => ({
          Component: Where,
          loader: ({ params }) => params.id ?? null,
        }),
      },
    ]);
    renderRoute(lazyRoutes, { path: '/items/3' });
    expect(await screen.findByRole('heading', { name: '/items/3' })).toBeInTheDocument();
  });

  it('wraps the router in the given wrapper', async () => {
    const Greeting = createContext('');
    function Hello() {
      return <p>{use(Greeting)}</p>;
    }
    function wrapper({ children }: { children: ReactNode }) {
      return <Greeting value="你好">{children}</Greeting>;
    }
    renderRoute({ path: '/', Component: Hello }, { wrapper });
    expect(await screen.findByText('你好')).toBeInTheDocument();
  });

  it('shows the address of a page the routes do not have', async () => {
    const { user } = renderRoute({ path: '/a', Component: () => <Link to="/x?y=1">别处</Link> });
    await user.click(await screen.findByRole('link', { name: '别处' }));
    expect(await screen.findByRole('heading', { name: '/x?y=1' })).toBeInTheDocument();
  });

  it('asks for a path when the first route has parameters', () => {
    expect(() => renderRoute({ path: '/items/:id', Component: Where })).toThrow(/options\.path/);
  });
});
