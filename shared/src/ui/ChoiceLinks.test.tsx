import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router';
import { ChoiceLinks } from './ChoiceLinks';

const CHOICES = [
  { key: 'all', label: '全部', to: '/list' },
  { key: 'release', label: '版本发布', to: '/list?type=release' },
];

function renderFilter(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/list',
        Component: function List() {
          const [search] = useSearchParams();
          return (
            <ChoiceLinks label="公告类型" choices={CHOICES} current={search.get('type') ?? 'all'} />
          );
        },
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

test('each choice is a link to its address; the chosen one is marked', async () => {
  const router = renderFilter('/list');
  const nav = screen.getByRole('navigation', { name: '公告类型' });
  const all = within(nav).getByRole('link', { name: '全部' });
  const release = within(nav).getByRole('link', { name: '版本发布' });
  expect(all).toHaveAttribute('aria-current', 'page');
  expect(release).toHaveAttribute('href', '/list?type=release');
  expect(release).not.toHaveAttribute('aria-current');

  await userEvent.click(release);
  expect(router.state.location.search).toBe('?type=release');
  expect(within(nav).getByRole('link', { name: '版本发布' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(within(nav).getByRole('link', { name: '全部' })).not.toHaveAttribute('aria-current');
});
