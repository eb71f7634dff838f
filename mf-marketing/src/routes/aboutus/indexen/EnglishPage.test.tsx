import { screen, waitFor } from '@testing-library/react';
import { renderRoute } from '@xingheng/shared/testing';
import { routes } from '../../../exposes/routes';
import { paths } from '../../../paths';

describe('EnglishPage', () => {
  it('renders the English h1 and title inside a lang="en" root, with the three services', async () => {
    renderRoute(routes, { path: paths.indexen });
    const h1 = await screen.findByRole('heading', { level: 1, name: 'About Xingheng Spacetime' });
    expect(h1.closest('[lang]')).toHaveAttribute('lang', 'en');
    await waitFor(() => expect(document.title).toBe('About Xingheng Spacetime - 星衡时空'));
    for (const name of ['Locate-CM', 'Locate-DM', 'Orion']) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/aboutus');
  });
});
