import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@xingheng/shared/ui';

/**
 * Test helper: renders one page at `url` (path and query) in a memory router with the app's
 * providers.
 * @param path the route path of the page, e.g. `/order/payoff`
 * @param Page the page component
 * @param url the address to open, e.g. `/order/payoff?orderNo=XH20261122001`
 */
export function renderAt(path: string, Page: ComponentType, url: string) {
  const router = createMemoryRouter([{ path, Component: Page }], { initialEntries: [url] });
  return render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}
