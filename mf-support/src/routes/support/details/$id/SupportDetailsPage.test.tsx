import { screen, within } from '@testing-library/react';
import { ApiFailure } from '@xingheng/shared';
import { renderRoute } from '@xingheng/shared/testing';
import { routes } from '#exposes/routes';
import { fetchSupportArticle } from '#features/articles/api';
import { paths, supportDetailsPath } from '#paths';
import { underShell } from '#testing/shellErrorPage';
import { GUIDE_ARTICLE, PRIVACY_ARTICLE } from '#testing/supportFixtures';

jest.mock('#features/articles/api');
const fetchArticle = jest.mocked(fetchSupportArticle);

jest.setTimeout(30000);

const page = underShell(routes.filter((route) => route.path === paths.details));

afterEach(() => jest.clearAllMocks());

/** Opens `path` in the real route (lazy page and loader), as the shell mounts it. */
async function renderAt(path: string) {
  const view = renderRoute(page, { path });
  await screen.findByRole('heading', { level: 1 });
  return view;
}

describe('SupportDetailsPage', () => {
  it('shows an article with breadcrumbs, its category, date, body and related articles', async () => {
    fetchArticle.mockResolvedValue(GUIDE_ARTICLE);
    await renderAt('/support/details/11');
    expect(fetchArticle).toHaveBeenCalledWith(11);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Locate-CM 快速入门' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Locate-CM 快速入门 - 星衡时空');
    expect(screen.getByText(/更新日期/)).toHaveTextContent('更新日期：2026年10月12日');
    expect(
      await screen.findByRole('heading', { level: 2, name: '一、开通服务' }),
    ).toBeInTheDocument();

    const crumbs = screen.getByRole('navigation', { name: '面包屑' });
    expect(within(crumbs).getByRole('link', { name: '首页' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByRole('link', { name: '支持中心' })).toHaveAttribute(
      'href',
      '/support',
    );
    expect(within(crumbs).getByRole('link', { name: '产品指南' })).toHaveAttribute(
      'href',
      '/support?category=guide',
    );
    expect(crumbs).toHaveTextContent(/Locate-CM 快速入门$/);

    const related = screen.getByRole('region', { name: '相关文章' });
    expect(
      within(related).getByRole('link', { name: 'Locate-DM 亚米级服务快速入门' }),
    ).toHaveAttribute('href', '/support/details/12');
    expect(within(related).getAllByRole('link')).toHaveLength(2);

    const nav = screen.getByRole('navigation', { name: '文档分类' });
    expect(within(nav).getByRole('link', { name: '产品指南' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('removes scripts and event-handler attributes but keeps the text around them', async () => {
    fetchArticle.mockResolvedValue(GUIDE_ARTICLE);
    const { container } = await renderAt('/support/details/11');
    const paragraph = await screen.findByText(/开始/);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(paragraph).toHaveTextContent('开始中间结束');
    expect(within(paragraph).getByRole('img', { name: '示意图' })).toBeInTheDocument();
  });

  it('keeps the policy nav for 9 and 10 and marks the current one', async () => {
    fetchArticle.mockResolvedValue({ ...PRIVACY_ARTICLE, id: 10, title: '用户协议' });
    await renderAt(supportDetailsPath(10));
    const nav = screen.getByRole('navigation', { name: '政策与条款' });
    const privacyLink = within(nav).getByRole('link', { name: '隐私政策' });
    const termsLink = within(nav).getByRole('link', { name: '用户协议' });
    expect(privacyLink).toHaveAttribute('href', '/support/details/9');
    expect(termsLink).toHaveAttribute('href', '/support/details/10');
    expect(termsLink).toHaveAttribute('aria-current', 'page');
    expect(privacyLink).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: '政策条款' })).toHaveAttribute(
      'href',
      '/support?category=policy',
    );
    expect(screen.queryByRole('region', { name: '相关文章' })).not.toBeInTheDocument();
  });

  it('lists the policy documents as cards when there is no id', async () => {
    await renderAt(supportDetailsPath());
    expect(screen.getByRole('heading', { level: 1, name: '政策与条款' })).toBeInTheDocument();
    const cards = screen.getAllByRole('link', { name: /阅读全文/ });
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      '/support/details/9',
      '/support/details/10',
    ]);
    expect(fetchArticle).not.toHaveBeenCalled();
  });

  it('shows the 404 page for an id the API does not know', async () => {
    fetchArticle.mockRejectedValue(new ApiFailure({ code: 40401, msg: '文档不存在', status: 404 }));
    await renderAt('/support/details/999');
    expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(screen.getByText('抱歉，您访问的页面不存在。')).toBeInTheDocument();
  });

  it('shows the 404 page for an id that is not one, without calling the API', async () => {
    await renderAt('/support/details/abc');
    expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(fetchArticle).not.toHaveBeenCalled();
  });
});
