import { screen, within } from '@testing-library/react';
import { ApiFailure } from '@xingheng/shared';
import { renderRoute } from '@xingheng/shared/testing';
import { routes } from '#exposes/routes';
import { fetchNotice } from '#features/notices/api';
import { paths } from '#paths';
import { underShell } from '#testing/shellErrorPage';
import { NOTICE } from '#testing/supportFixtures';

jest.mock('#features/notices/api');
const fetchOne = jest.mocked(fetchNotice);

jest.setTimeout(30000);

const page = underShell(routes.filter((route) => route.path === paths.noticeDetails));

afterEach(() => jest.clearAllMocks());

async function openNotice(path: string) {
  const view = renderRoute(page, { path });
  await screen.findByRole('heading', { level: 1 });
  return view;
}

describe('NoticeDetailsPage', () => {
  it('shows the notice with breadcrumbs, type, date, a sanitized body and its neighbours', async () => {
    fetchOne.mockResolvedValue(NOTICE);
    const { container } = await openNotice('/notices/details/20');
    expect(fetchOne).toHaveBeenCalledWith(20);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(NOTICE.title);
    expect(document.title).toBe(`${NOTICE.title} - 星衡时空`);
    const crumbs = screen.getByRole('navigation', { name: '面包屑' });
    expect(within(crumbs).getByRole('link', { name: '支持中心' })).toHaveAttribute(
      'href',
      '/support',
    );
    expect(within(crumbs).getByRole('link', { name: '服务公告' })).toHaveAttribute(
      'href',
      '/notices',
    );
    expect(screen.getByText('维护公告')).toBeInTheDocument();
    expect(screen.getByText(/发布日期/)).toHaveTextContent('发布日期：2026年11月20日');
    expect(await screen.findByRole('heading', { level: 2, name: '影响范围' })).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();

    const nav = screen.getByRole('navigation', { name: '上一篇与下一篇' });
    expect(within(nav).getByRole('link', { name: 'Locate-CM SDK 3.2 版本发布' })).toHaveAttribute(
      'href',
      '/notices/details/19',
    );
    expect(within(nav).getByRole('link', { name: '亚米级服务新增 RTCM 3.3 电文' })).toHaveAttribute(
      'href',
      '/notices/details/21',
    );
    expect(screen.getByRole('link', { name: '返回公告列表' })).toHaveAttribute('href', '/notices');
  });

  it('says so at either end instead of linking', async () => {
    fetchOne.mockResolvedValue({ ...NOTICE, prev: null, next: null });
    await openNotice('/notices/details/20');
    const nav = screen.getByRole('navigation', { name: '上一篇与下一篇' });
    expect(within(nav).queryByRole('link')).not.toBeInTheDocument();
    expect(within(nav).getByText('上一篇：已是最早的公告')).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(nav).getByText('下一篇：已是最新的公告')).toBeInTheDocument();
  });

  it('shows the 404 page for an unknown id', async () => {
    fetchOne.mockRejectedValue(new ApiFailure({ code: 40401, msg: '公告不存在', status: 404 }));
    await openNotice('/notices/details/999');
    expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
  });

  it.each(['0', '007', 'abc'])(
    'shows the 404 page for the id %p without calling the API',
    async (id) => {
      await openNotice(`/notices/details/${id}`);
      expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
      expect(fetchOne).not.toHaveBeenCalled();
    },
  );

  it('shows the error page for other failures', async () => {
    fetchOne.mockRejectedValue(new ApiFailure({ code: -1, msg: '网络异常，请稍后重试' }));
    await openNotice('/notices/details/20');
    expect(screen.getByRole('heading', { level: 1, name: '500' })).toBeInTheDocument();
  });

  it('goes to the list without an id', async () => {
    const { router } = await openNotice('/notices/details');
    expect(router.state.location.pathname).toBe('/notices');
    expect(fetchOne).not.toHaveBeenCalled();
  });
});
