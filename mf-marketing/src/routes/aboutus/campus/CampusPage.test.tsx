import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@xingheng/shared/ui';
import { createJobsLoader } from '../../../features/recruitment/jobsLoader';
import { fakeJobsApi } from '../../../features/recruitment/jobFixtures';
import { CampusPage } from './CampusPage';

function renderCampus() {
  const api = fakeJobsApi();
  const router = createMemoryRouter(
    [
      {
        path: '/aboutus/dayiJoin',
        Component: CampusPage,
        loader: createJobsLoader('campus', api.get),
        HydrateFallback: () => null,
      },
    ],
    { initialEntries: ['/aboutus/dayiJoin'] },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return api;
}

describe('CampusPage', () => {
  it('renders the h1, title, schedule and the campus positions', async () => {
    const api = renderCampus();
    expect(
      await screen.findByRole('heading', { level: 1, name: '“北斗星火”校园招聘' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('校园招聘 - 星衡时空'));
    expect(api.calls).toEqual([{ kind: 'campus' }]);
    const positions = screen.getByRole('region', { name: '校招职位' });
    expect(within(positions).getByText('组合导航算法工程师（校招）')).toBeInTheDocument();
    expect(within(positions).queryByText('嵌入式软件工程师')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: '招聘日程' })).getByText('网申'),
    ).toBeInTheDocument();
  });

  it('opens an FAQ answer', async () => {
    const user = userEvent.setup();
    renderCampus();
    await user.click(await screen.findByRole('tab', { name: '可以同时投递多个方向吗？' }));
    expect(await screen.findByText(/每人最多填报两个志愿方向/)).toBeVisible();
  });
});
