import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { PageBreadcrumbs } from './PageBreadcrumbs';

test('home first, then the trail; every step but the last links, the last is the current page', () => {
  render(
    <MemoryRouter>
      <PageBreadcrumbs
        trail={[{ title: '产品与解决方案', to: '/productSolution' }, { title: 'T-BOX' }]}
      />
    </MemoryRouter>,
  );
  const nav = screen.getByRole('navigation', { name: '面包屑导航' });
  const items = within(nav).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual(['首页', '产品与解决方案', 'T-BOX']);
  expect(within(nav).getByRole('link', { name: '首页' })).toHaveAttribute('href', '/');
  expect(within(nav).getByRole('link', { name: '产品与解决方案' })).toHaveAttribute(
    'href',
    '/productSolution',
  );
  expect(within(nav).getByText('T-BOX')).toHaveAttribute('aria-current', 'page');
  expect(within(nav).queryByRole('link', { name: 'T-BOX' })).not.toBeInTheDocument();
});

test('the home text and the landmark name can be given (the English page)', () => {
  render(
    <MemoryRouter>
      <PageBreadcrumbs home="Home" label="Breadcrumb" trail={[{ title: 'About us' }]} />
    </MemoryRouter>,
  );
  const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
  expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
});
