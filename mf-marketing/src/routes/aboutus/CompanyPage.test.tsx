import { screen, waitFor } from '@testing-library/react';
import { SITE } from '@xingheng/shared';
import { renderRoute } from '@xingheng/shared/testing';
import { routes } from '../../exposes/routes';
import { paths } from '../../paths';
import { expectLinks } from '../../testing/expectLinks';

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
    expectLinks({
      [SITE.phone]: `tel:${SITE.phone}`,
      [SITE.complaintEmail]: `mailto:${SITE.complaintEmail}`,
      社会招聘: '/aboutus/join',
      校园招聘: '/aboutus/dayiJoin',
      合作伙伴: '/partner',
    });
  });
});
