import { screen, within } from '@testing-library/react';
import type { SupportDoc } from '@xingheng/shared';
import { renderRoute } from '@xingheng/shared/testing';
import { paths, policyDocPath } from '../../../../paths';
import { SupportDetailsPage } from './SupportDetailsPage';
import { createDetailsLoader } from './detailsLoader';

const privacy: SupportDoc = {
  id: 9,
  title: '隐私政策',
  updatedAt: '2026-09-01',
  html:
    '<h2>一、我们收集的信息</h2><p>为提供厘米级定位服务，我们会收集设备的概略位置。</p>' +
    '<p>开始<script>window.stolen = 1</script>中间<img src="x" onerror="window.stolen = 2" alt="示意图">结束</p>',
};

/** Opens `path` in the real route (page and loader) over a fake fetch of the document. */
async function renderAt(path: string, doc: SupportDoc = privacy) {
  const fetchDoc = (id: number) => Promise.resolve({ ...doc, id });
  const view = renderRoute(
    { path: paths.details, Component: SupportDetailsPage, loader: createDetailsLoader(fetchDoc) },
    { path },
  );
  await screen.findByRole('heading', { level: 1 });
  return view;
}

describe('SupportDetailsPage', () => {
  it('shows the title, update date and body of the document', async () => {
    await renderAt(policyDocPath(9));
    expect(screen.getByRole('heading', { level: 1, name: '隐私政策' })).toBeInTheDocument();
    expect(screen.getByText(/更新日期/)).toHaveTextContent('更新日期：2026年9月1日');
    expect(
      screen.getByRole('heading', { level: 2, name: '一、我们收集的信息' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/收集设备的概略位置/)).toBeInTheDocument();
    const crumbs = screen.getByRole('link', { name: '支持与服务' });
    expect(crumbs).toHaveAttribute('href', '/support');
  });

  it('removes scripts and event-handler attributes but keeps the text around them', async () => {
    const { container } = await renderAt(policyDocPath(9));
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    const paragraph = screen.getByText(/开始/);
    expect(paragraph).toHaveTextContent('开始中间结束');
    expect(within(paragraph).getByRole('img', { name: '示意图' })).toBeInTheDocument();
  });

  it('links both policy documents in the side nav and marks the current one', async () => {
    await renderAt(policyDocPath(10), { ...privacy, title: '用户协议' });
    const nav = screen.getByRole('navigation', { name: '政策与条款' });
    const privacyLink = within(nav).getByRole('link', { name: '隐私政策' });
    const termsLink = within(nav).getByRole('link', { name: '用户协议' });
    expect(privacyLink).toHaveAttribute('href', '/support/details/9');
    expect(termsLink).toHaveAttribute('href', '/support/details/10');
    expect(termsLink).toHaveAttribute('aria-current', 'page');
    expect(privacyLink).not.toHaveAttribute('aria-current');
  });

  it('lists the policy documents as cards when there is no id', async () => {
    await renderAt(policyDocPath());
    expect(screen.getByRole('heading', { level: 1, name: '政策与条款' })).toBeInTheDocument();
    const cards = screen.getAllByRole('link', { name: /阅读全文/ });
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      '/support/details/9',
      '/support/details/10',
    ]);
  });
});
