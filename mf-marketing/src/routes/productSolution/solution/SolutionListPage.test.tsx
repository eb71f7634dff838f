import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '@xingheng/shared/testing';
import { SOLUTION_GROUPS, SOLUTION_LIST } from '../../../content/solutions';
import { routes } from '../../../exposes/routes';
import { paths } from '../../../paths';

function renderList() {
  renderRoute(routes, { path: paths.solutions });
}

describe('SolutionListPage (SPEC §2 /productSolution/solution)', () => {
  it('has one h1, the page title and breadcrumbs back to the solutions tab', async () => {
    renderList();
    expect(await screen.findByRole('heading', { level: 1, name: '行业解决方案' })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('行业解决方案 - 星衡时空'));
    expect(screen.getByRole('link', { name: '产品与解决方案' })).toHaveAttribute(
      'href',
      '/productSolution?tab=3',
    );
  });

  it('links all 13 solutions, grouped', async () => {
    renderList();
    await screen.findByRole('heading', { level: 1 });
    for (const s of SOLUTION_LIST) {
      const group = screen.getByRole('region', { name: s.group });
      expect(within(group).getByRole('link', { name: s.title })).toHaveAttribute(
        'href',
        `/productSolution/solution/${s.name}`,
      );
    }
    const groupHeadings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(groupHeadings).toEqual([...SOLUTION_GROUPS]);
  });
});
