import { screen } from '@testing-library/react';
import { renderRoute } from '@xingheng/shared/testing';
import { menuFixture } from './testing/menuFixture';
import type { RootLoaderData } from './rootData';
import { ShellLayout } from './ShellLayout';

/** The layout as the shell's root route, its loader answering `data`. */
function renderLayout(data: RootLoaderData | undefined) {
  renderRoute({
    id: 'root',
    path: '/',
    loader: () => data ?? null,
    element: <ShellLayout />,
    children: [{ index: true, element: <h1>高精度定位，触手可及</h1> }],
  });
}

describe('ShellLayout', () => {
  it('renders header menu, the page in <main>, and the footer from the root loader data', async () => {
    renderLayout({
      menu: menuFixture,
      services: [{ id: 8, name: 'Orion', summary: '', serverType: 2, connectType: 1 }],
    });
    expect(await screen.findByRole('link', { name: '跳到主要内容' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('heading', { level: 1, name: '高精度定位，触手可及' }),
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '新闻动态' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Orion 星基增强定位' })).toHaveAttribute(
      'href',
      '/productSolution/services/details/8',
    );
  });

  it('still renders without loader data', async () => {
    renderLayout(undefined);
    expect(await screen.findByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Orion 星基增强定位' })).toHaveAttribute(
      'href',
      '/productSolution/services/details_xc',
    );
  });
});
