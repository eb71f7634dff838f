import { screen, within } from '@testing-library/react';
import { menuFixture } from '../../testing/menuFixture';
import { renderWithShell } from '../../testing/renderWithShell';
import { DesktopNav } from './DesktopNav';

/**
 * Lays the bar out as a browser would for the fold: the bar is `barWidth` px wide, and an entry
 * of the hidden measuring copy is 20 px per character of its labels (name and tag) plus 32 px of
 * padding. jsdom lays nothing out by itself.
 */
function layOut(barWidth: number) {
  jest.spyOn(Element.prototype, 'clientWidth', 'get').mockImplementation(function (this: Element) {
    return this.getAttribute('role') === 'menubar' ? barWidth : 0;
  });
  jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: Element,
  ) {
    const labels = [...this.querySelectorAll('[data-label]')].map(
      (label) => label.getAttribute('data-label') ?? '',
    );
    const width = this.closest('.shell-nav-probe') ? 20 * labels.join('').length + 32 : 0;
    return DOMRect.fromRect({ width, height: 0 });
  });
}

afterEach(() => jest.restoreAllMocks());

/** The names of the bar's top-level entries, in order. */
function barNames() {
  const bar = screen.getByRole('menubar', { name: '主导航' });
  return within(bar)
    .getAllByRole('menuitem')
    .filter((entry) => entry.closest('[role="menu"]') === null)
    .map((entry) => entry.textContent);
}

// The fixture's top level measures 72, 184, 172, 112 and 112 px (更多: 72), 652 px in all.
describe('DesktopNav on a narrow desktop', () => {
  it('keeps every item on the bar when they fit, with no "更多"', () => {
    layOut(700);
    renderWithShell(<DesktopNav menu={menuFixture} />);
    expect(barNames()).toEqual(['首页', '产品服务HOT', '行业方案NEW', '新闻动态', '关于我们']);
  });

  it('folds the items that do not fit into "更多", every one still reachable by keyboard', async () => {
    layOut(520);
    const { user } = renderWithShell(<DesktopNav menu={menuFixture} />);
    expect(barNames()).toEqual(['首页', '产品服务HOT', '行业方案NEW', '更多']);
    // The measuring copy is not text of the page.
    expect(screen.queryByText('关于我们')).toBeNull();

    await user.tab();
    expect(screen.getByRole('menuitem', { name: '首页' })).toHaveFocus();
    await user.keyboard('{End}');
    const more = screen.getByRole('menuitem', { name: '更多' });
    expect(more).toHaveFocus();
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const folded = within(screen.getByRole('menu', { name: '更多' }));
    expect(folded.getByRole('menuitem', { name: '新闻动态' })).toHaveFocus();
    expect(folded.getByRole('menuitem', { name: '新闻动态' })).toHaveAttribute('href', '/news');
    await user.keyboard('{ArrowDown}');
    expect(folded.getByRole('menuitem', { name: '关于我们' })).toHaveFocus();
  });

  it('takes the third level of a folded item into "更多" as well', async () => {
    layOut(160);
    const { user } = renderWithShell(<DesktopNav menu={menuFixture} />);
    expect(barNames()).toEqual(['首页', '更多']);
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowDown}');
    const folded = within(screen.getByRole('menu', { name: '更多' }));
    expect(folded.getByRole('menuitem', { name: '产品服务 HOT' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('menuitem', { name: '高精度定位' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('menuitem', { name: '厘米级定位 Locate-CM NEW' })).toHaveAttribute(
      'href',
      '/productSolution/services/details/6',
    );
  });

  it('highlights "更多" when the current page is among the folded items', () => {
    layOut(520);
    renderWithShell(<DesktopNav menu={menuFixture} />, { path: '/news/details/3' });
    expect(screen.getByRole('menuitem', { name: '更多' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('menuitem', { name: '首页' })).not.toHaveAttribute('aria-current');
  });
});
