import { screen, waitFor } from '@testing-library/react';
import { SITE } from '@xingheng/shared';
import { renderRoute } from '@xingheng/shared/testing';
import { routes } from '../../exposes/routes';
import { paths } from '../../paths';

/** Opens `/aboutus` through the remote's real route table and waits for its h1. */
async function openAboutUs() {
  renderRoute(routes, { path: paths.aboutus });
  await screen.findByRole('heading', { level: 1, name: '关于星衡时空' });
}

describe('CompanyPage', () => {
  it('renders the h1, the document title and every section', async () => {
    await openAboutUs();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('关于我们 - 星衡时空'));
    for (const name of ['公司简介', '发展历程', '资质荣誉', '办公地点与联系方式']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(screen.getByText('2016')).toBeInTheDocument();
    expect(screen.getByText('2026')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'IATF 16949 汽车质量管理体系' }),
    ).toBeInTheDocument();
  });

  it('gives the contact details and links to recruitment and partners', async () => {
    await openAboutUs();
    expect(screen.getByRole('link', { name: SITE.phone })).toHaveAttribute(
      'href',
      `tel:${SITE.phone}`,
    );
    expect(screen.getByRole('link', { name: SITE.complaintEmail })).toHaveAttribute(
      'href',
      `mailto:${SITE.complaintEmail}`,
    );
    expect(screen.getByRole('link', { name: '社会招聘' })).toHaveAttribute('href', '/aboutus/join');
    expect(screen.getByRole('link', { name: '校园招聘' })).toHaveAttribute(
      'href',
      '/aboutus/dayiJoin',
    );
    expect(screen.getByRole('link', { name: '合作伙伴' })).toHaveAttribute('href', '/partner');
  });
});
