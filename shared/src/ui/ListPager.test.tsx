import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router';
import { ListPager } from './ListPager';

/** The pager as links on a page of its own router; returns the router to read its location. */
function renderLinks(current: number, total: number) {
  const router = createMemoryRouter(
    [
      {
        path: '/list',
        Component: function List() {
          const [search] = useSearchParams();
          const page = Number(search.get('page') ?? 1);
          return (
            <ListPager
              className="test-pager"
              page={{ page, pageSize: 10, total }}
              hrefOf={(n) => (n > 1 ? `/list?page=${n}` : '/list')}
            />
          );
        },
      },
    ],
    { initialEntries: [current > 1 ? `/list?page=${current}` : '/list'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

test('pages are links to their own addresses; the current one is marked', async () => {
  const router = renderLinks(5, 100);
  const pager = screen.getByRole('navigation', { name: '分页' });
  const links = within(pager).getAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual([
    '/list?page=4',
    '/list',
    '/list?page=2',
    '/list?page=4',
    '/list?page=5',
    '/list?page=6',
    '/list?page=8',
    '/list?page=10',
    '/list?page=6',
  ]);
  expect(within(pager).getByRole('link', { name: '第 5 页' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(within(pager).getByRole('link', { name: '向后 3 页' })).toHaveTextContent('•••');
  await userEvent.click(within(pager).getByRole('link', { name: '下一页' }));
  expect(router.state.location.search).toBe('?page=6');
  expect(await screen.findByRole('link', { name: '第 6 页' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('上一页 is not a link on the first page, 下一页 not on the last', () => {
  renderLinks(1, 30);
  expect(screen.queryByRole('link', { name: '上一页' })).not.toBeInTheDocument();
  expect(screen.getByRole('listitem', { name: '上一页' })).toHaveClass('xh-pager-step--disabled');
  expect(screen.getByRole('link', { name: '下一页' })).toHaveAttribute('href', '/list?page=2');
});

test('nothing is shown when everything fits on one page', () => {
  renderLinks(1, 10);
  expect(screen.queryByRole('navigation', { name: '分页' })).not.toBeInTheDocument();
});

test('without addresses the pages are buttons that report the page chosen', async () => {
  const onChange = jest.fn();
  render(
    <ListPager
      className="test-pager"
      page={{ page: 2, pageSize: 10, total: 30 }}
      onChange={onChange}
    />,
  );
  await userEvent.click(screen.getByRole('listitem', { name: '3' }));
  expect(onChange).toHaveBeenLastCalledWith(3);
  await userEvent.click(screen.getByRole('button', { name: '上一页' }));
  expect(onChange).toHaveBeenLastCalledWith(1);
  expect(screen.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
});
