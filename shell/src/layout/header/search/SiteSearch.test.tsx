import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SITE, type SearchAnswer } from '@xingheng/shared';
import { renderWithShell } from '../../testing/renderWithShell';
import type { SearchFn } from './searchApi';
import { answer, fakeSearch, rtkResults } from '../../testing/searchFixtures';
import { SiteSearch } from './SiteSearch';

function box() {
  return screen.getByRole('combobox', { name: '站内搜索' });
}

function renderSearch(search: SearchFn) {
  return renderWithShell(<SiteSearch search={search} />);
}

afterEach(() => jest.useRealTimers());

describe('SiteSearch', () => {
  it('groups the results by kind and marks the query in titles and snippets', async () => {
    renderSearch(fakeSearch((q) => answer(q, rtkResults, 23)));
    expect(box()).toHaveAttribute('placeholder', '搜索产品、方案与新闻');
    await userEvent.type(box(), 'rtk');
    const list = await screen.findByRole('listbox', { name: '搜索结果' });
    const groups = within(list).getAllByRole('group');
    expect(groups).toHaveLength(4);
    const names = ['页面', '新闻', '服务', '文档'];
    names.forEach((name, i) => {
      expect(within(list).getByRole('group', { name })).toBe(groups[i]);
    });
    const service = within(within(list).getByRole('group', { name: '服务' })).getByRole('option');
    expect(service).toHaveTextContent('Locate-CM 厘米级 RTK 服务');
    const marks = Array.from(service.querySelectorAll('mark'), (m) => m.textContent);
    expect(marks).toEqual(['RTK', 'RTK', 'rtk']);
    expect(screen.getByText(/共 23 条结果/)).toBeInTheDocument();
  });

  it('sends one trimmed query after typing stops for 300 ms', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const search = fakeSearch((q) => answer(q, rtkResults));
    renderSearch(search);
    await user.type(box(), ' RT');
    await user.type(box(), 'K ');
    act(() => jest.advanceTimersByTime(299));
    expect(search).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(search).toHaveBeenCalledTimes(1);
    expect(search.mock.calls[0]?.[0]).toBe('RTK');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
  });

  it('shows only the latest answer: a slower answer to an older query is ignored', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const pending: Array<{ q: string; signal: AbortSignal; resolve: (a: SearchAnswer) => void }> =
      [];
    const search: SearchFn = (q, signal) =>
      new Promise((resolve) => pending.push({ q, signal, resolve }));
    renderSearch(search);
    await user.type(box(), '定位');
    act(() => jest.advanceTimersByTime(300));
    expect(screen.getByRole('status')).toHaveTextContent('正在搜索“定位”');
    await user.type(box(), '服务');
    act(() => jest.advanceTimersByTime(300));
    const [older, newer] = pending;
    if (!older || !newer) throw new Error('expected two calls');
    expect([older.q, newer.q]).toEqual(['定位', '定位服务']);
    expect(older.signal.aborted).toBe(true);
    const newest = answer('定位服务', [{ ...rtkResults[0]!, title: '定位服务总览' }]);
    await act(async () => newer.resolve(newest));
    await act(async () => older.resolve(answer('定位', rtkResults)));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options).toHaveLength(1);
    expect(options[0]).toHaveTextContent('定位服务总览');
  });

  it('offers popular searches when the box is focused and empty; a chip fills the box', async () => {
    const search = fakeSearch((q) => answer(q, rtkResults));
    renderSearch(search);
    await userEvent.click(box());
    expect(screen.getByText('输入关键词，搜索产品、解决方案与新闻')).toBeInTheDocument();
    const chips = within(screen.getByRole('group', { name: '热门搜索' })).getAllByRole('button');
    expect(chips.map((c) => c.textContent)).toEqual(['厘米级定位', 'NTRIP', '智能驾驶', 'T-BOX']);
    await userEvent.click(screen.getByRole('button', { name: 'NTRIP' }));
    expect(box()).toHaveValue('NTRIP');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    expect(search).toHaveBeenCalledWith('NTRIP', expect.any(AbortSignal));
  });

  it('says when nothing is found and points to the news and the phone', async () => {
    renderSearch(fakeSearch((q) => answer(q, [])));
    await userEvent.type(box(), '量子导航');
    expect(await screen.findByText('未找到与“量子导航”相关的内容')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '新闻动态' })).toHaveAttribute('href', '/news');
    expect(screen.getByRole('link', { name: SITE.phone })).toHaveAttribute(
      'href',
      'tel:4008201688',
    );
  });

  it('shows an error when the search fails, and 重试 sends it again', async () => {
    let fail = true;
    const search = jest.fn<ReturnType<SearchFn>, Parameters<SearchFn>>((q) =>
      fail ? Promise.reject(new Error('down')) : Promise.resolve(answer(q, rtkResults)),
    );
    renderSearch(search);
    await userEvent.type(box(), 'RTK');
    expect(await screen.findByRole('alert')).toHaveTextContent('搜索暂时不可用，请稍后重试');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    expect(search).toHaveBeenCalledTimes(2);
  });

  it('moves with the arrow keys and opens the highlighted result with Enter', async () => {
    const { router } = renderSearch(fakeSearch((q) => answer(q, rtkResults)));
    await userEvent.type(box(), 'RTK');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(box()).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/news/details/3'));
    expect(box()).toHaveValue('');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('closes with Escape and opens a clicked result', async () => {
    const { router } = renderSearch(fakeSearch((q) => answer(q, rtkResults)));
    await userEvent.type(box(), 'RTK');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(screen.getByRole('option', { name: /第三方 SDK 集成说明/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/terms/integration'));
  });
});
