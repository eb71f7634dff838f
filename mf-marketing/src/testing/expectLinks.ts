import { screen, type BoundFunctions, type queries } from '@testing-library/react';

/** Where `expectLinks` looks: `screen` or `within(element)`. */
export type LinkScope = Pick<BoundFunctions<typeof queries>, 'getByRole'>;

/**
 * Test helper: asserts that each link, found by its accessible name, points at its address.
 * @param links accessible name → expected `href`, e.g. `{ 商务合作: '/partner' }`
 * @param scope where to look (default `screen`), e.g. `within(region('新闻动态'))`
 * @throws the failing assertion when a link is missing, named twice or points elsewhere
 */
export function expectLinks(links: Readonly<Record<string, string>>, scope: LinkScope = screen) {
  for (const [name, href] of Object.entries(links)) {
    expect(scope.getByRole('link', { name })).toHaveAttribute('href', href);
  }
}
