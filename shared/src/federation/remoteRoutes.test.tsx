import { screen } from '@testing-library/react';
import { useLoaderData, useMatches } from 'react-router';
import { renderRoute } from '../testing/renderRoute';
import {
  defineRemoteRoutes,
  remoteRouteHandleOf,
  routeChunkOf,
  type PageModule,
} from './remoteRoutes';

/** Route groups built by defineRemoteRoutes, mounted in a real data router. */

function Detail() {
  const id = useLoaderData<string>();
  const handle = useMatches().at(-1)?.handle;
  return (
    <h1>
      详情 {id} {JSON.stringify(handle)}
    </h1>
  );
}

function List() {
  return <h1>列表</h1>;
}

function Broken(): never {
  throw new Error('页面出错');
}

function BrokenBoundary() {
  return <p>本页出错了</p>;
}

function setup() {
  const detail: PageModule = {
    Component: Detail,
    loader: ({ params }) => `#${params.id ?? ''}`,
  };
  const loads = {
    list: jest.fn(async (): Promise<PageModule> => ({ Component: List })),
    detail: jest.fn(async (): Promise<PageModule> => detail),
    broken: jest.fn(
      async (): Promise<PageModule> => ({ Component: Broken, ErrorBoundary: BrokenBoundary }),
    ),
  };
  const routes = defineRemoteRoutes([
    { path: '/things', chunk: 'things', load: loads.list, audience: 'public' },
    {
      path: '/things/:id',
      chunk: 'thing',
      load: loads.detail,
      audience: 'signedIn',
      budget: 'chart',
    },
    { path: '/broken', chunk: 'broken', load: loads.broken, audience: 'public' },
  ]);
  return { routes, loads };
}

describe('defineRemoteRoutes', () => {
  it('makes one lazy route per page, keeping the paths and their order', () => {
    const { routes, loads } = setup();
    expect(routes.map((route) => route.path)).toEqual(['/things', '/things/:id', '/broken']);
    // The id is the path: the server's loader data and the browser's hydration name pages alike.
    expect(routes.map((route) => route.id)).toEqual(['/things', '/things/:id', '/broken']);
    expect(routes.every((route) => typeof route.lazy === 'function')).toBe(true);
    expect(routes.some((route) => route.Component || route.loader)).toBe(false);
    expect(loads.list).not.toHaveBeenCalled();
  });

  it('names each page chunk in the route handle, before the page is loaded', () => {
    const { routes, loads } = setup();
    expect(routes.map(routeChunkOf)).toEqual(['things', 'thing', 'broken']);
    expect(routeChunkOf({ path: '/elsewhere' })).toBeUndefined();
    expect(loads.detail).not.toHaveBeenCalled();
  });

  it('carries who may open each page, its sample addresses and its budget in the handle', () => {
    const { routes } = setup();
    expect(routes.map(remoteRouteHandleOf)).toEqual([
      { chunk: 'things', audience: 'public' },
      { chunk: 'thing', audience: 'signedIn', budget: 'chart' },
      { chunk: 'broken', audience: 'public' },
    ]);
    expect(remoteRouteHandleOf({ path: '/x', handle: { chunk: 'x' } })).toBeUndefined();
    expect(
      remoteRouteHandleOf({ path: '/x', handle: { chunk: 'x', audience: 'admin' } }),
    ).toBeUndefined();
  });

  it('loads only the page navigated to, with its loader, keeping the chunk handle', async () => {
    const { routes, loads } = setup();
    renderRoute(routes, { path: '/things/7' });
    expect(
      await screen.findByRole('heading', {
        name: '详情 #7 {"chunk":"thing","audience":"signedIn","budget":"chart"}',
      }),
    ).toBeInTheDocument();
    expect(loads.detail).toHaveBeenCalledTimes(1);
    expect(loads.list).not.toHaveBeenCalled();
    expect(loads.broken).not.toHaveBeenCalled();
  });

  it('renders a page without a loader', async () => {
    const { routes } = setup();
    renderRoute(routes, { path: '/things' });
    expect(await screen.findByRole('heading', { name: '列表' })).toBeInTheDocument();
  });

  it("uses the page's own ErrorBoundary", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { routes } = setup();
    renderRoute(routes, { path: '/broken' });
    expect(await screen.findByText('本页出错了')).toBeInTheDocument();
  });
});
