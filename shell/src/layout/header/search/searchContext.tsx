import { createContext, useContext, type ReactNode } from 'react';
import { searchSite, type SearchFn } from './searchApi';

const SearchFnContext = createContext<SearchFn>(searchSite);

/**
 * Supplies the search function to every `SiteSearch` below it; without a provider the real API call
 * `searchSite` is used. Tests wrap the header in it with a fake.
 * @param search resolves `SearchAnswer` for a query, rejects on failure
 */
export function SiteSearchProvider({
  search,
  children,
}: {
  search: SearchFn;
  children: ReactNode;
}) {
  return <SearchFnContext value={search}>{children}</SearchFnContext>;
}

/** The search function from the nearest `SiteSearchProvider`, else `searchSite`. */
export function useSearchFn(): SearchFn {
  return useContext(SearchFnContext);
}
