import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '@xingheng/shared/testing';
import { fakeJobsApi } from '../../../testing/jobFixtures';
import { createJobsLoader } from '../../../features/recruitment/api';
import { paths } from '../../../paths';
import { CampusPage } from './CampusPage';

/** `/aboutus/dayiJoin` with a fake `GET /web/jobs`; returns the fake's calls and the user. */
function renderCampus() {
  const api = fakeJobsApi();
  const { user } = renderRoute({
    path: paths.dayiJoin,
    Component: CampusPage,
    loader: createJobsLoader('campus', api.get),
    HydrateFallback: () => null,
  });
  return { calls: api.calls, user };
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
    const { user } = renderCampus();
    const answer = await screen.findByText(/每人最多填报两个志愿方向/);
    expect(answer).not.toBeVisible();
    await user.click(screen.getByText('可以同时投递多个方向吗？'));
    expect(answer).toBeVisible();
    // One open at a time: the answers are a group of <details name>, which the browser keeps so.
    expect(answer.closest('details')).toHaveAttribute('name', 'campus-faq');
  });
});
