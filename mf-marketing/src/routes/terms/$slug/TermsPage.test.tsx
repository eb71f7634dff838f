import { configure, screen, within } from '@testing-library/react';
import { renderRoute } from '@xingheng/shared/testing';
import { patterns, termsPath } from '../../../paths';
import { TERMS_FIXTURE } from '../../../testing/termsFixture';
import { TermsPage } from './TermsPage';
import type { TermsData } from './termsLoader';

// antd pages render slowly when the whole suite runs in parallel on 2 cores.
configure({ asyncUtilTimeout: 5000 });

/** A terms page with `loaded` in place of `GET /web/terms/:slug`. */
function renderTerms(loaded: TermsData) {
  renderRoute(
    {
      path: patterns.terms,
      Component: TermsPage,
      loader: () => loaded,
      HydrateFallback: () => null,
    },
    { path: termsPath(loaded.slug) },
  );
}

describe('TermsPage', () => {
  it('renders the breadcrumbs, h1, update date, body and meta', async () => {
    renderTerms({ slug: 'collect', doc: TERMS_FIXTURE });
    expect(
      await screen.findByRole('heading', { level: 1, name: '个人信息收集清单' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/');
    expect(screen.getByText(/^更新日期/)).toHaveTextContent('更新日期：2026年9月1日');
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '收集方式' })).toBeInTheDocument();
    expect(document.title).toBe('个人信息收集清单 - 星衡时空');
  });

  it('lists the five documents and the two policies, marking the current one', async () => {
    renderTerms({ slug: 'collect', doc: TERMS_FIXTURE });
    const nav = await screen.findByRole('navigation', { name: '政策条款' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/terms/collect',
      '/terms/data',
      '/terms/integration',
      '/terms/privacy-child',
      '/terms/share',
      '/support/details/9',
      '/support/details/10',
    ]);
    expect(within(nav).getByRole('link', { name: '个人信息收集清单' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
    expect(within(nav).getByRole('link', { name: '隐私政策' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: '使用条款' })).toBeInTheDocument();
  });
});
