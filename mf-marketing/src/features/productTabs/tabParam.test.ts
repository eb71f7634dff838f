import { searchForTab, tabFromSearch } from './tabParam';

describe('tabFromSearch', () => {
  it.each([
    ['', '1'],
    ['?tab=1', '1'],
    ['?tab=2', '2'],
    ['?tab=3', '3'],
    ['?tab=%203', '3'],
    ['?tab=4', '1'],
    ['?tab=0', '1'],
    ['?tab=abc', '1'],
    ['?tab=2.0', '1'],
    ['?tab=', '1'],
    ['?from=home&tab=2', '2'],
  ])('reads %s as tab %s', (query, tab) => {
    expect(tabFromSearch(new URLSearchParams(query))).toBe(tab);
  });
});

describe('searchForTab', () => {
  it('sets tab 2 and 3', () => {
    expect(searchForTab('2', new URLSearchParams()).toString()).toBe('tab=2');
    expect(searchForTab('3', new URLSearchParams('tab=2')).toString()).toBe('tab=3');
  });

  it('removes the parameter for tab 1', () => {
    expect(searchForTab('1', new URLSearchParams('tab=3')).toString()).toBe('');
  });

  it('keeps other parameters and does not modify the input', () => {
    const current = new URLSearchParams('from=home&tab=2');
    expect(searchForTab('3', current).toString()).toBe('from=home&tab=3');
    expect(searchForTab('1', current).toString()).toBe('from=home');
    expect(current.toString()).toBe('from=home&tab=2');
  });

  it('round-trips every tab', () => {
    for (const tab of ['1', '2', '3'] as const) {
      expect(tabFromSearch(searchForTab(tab, new URLSearchParams('tab=9')))).toBe(tab);
    }
  });
});
