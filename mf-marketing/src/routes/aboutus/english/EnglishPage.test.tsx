import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@xingheng/shared/ui';
import { EnglishPage } from './EnglishPage';

describe('EnglishPage', () => {
  it('renders the English h1 and title inside a lang="en" root, with the three services', async () => {
    const router = createMemoryRouter([{ path: '/aboutus/indexen', Component: EnglishPage }], {
      initialEntries: ['/aboutus/indexen'],
    });
    render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    const h1 = await screen.findByRole('heading', { level: 1, name: 'About Xingheng Spacetime' });
    expect(h1.closest('[lang]')).toHaveAttribute('lang', 'en');
    await waitFor(() => expect(document.title).toBe('About Xingheng Spacetime - 星衡时空'));
    for (const name of ['Locate-CM', 'Locate-DM', 'Orion']) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/aboutus');
  });
});
