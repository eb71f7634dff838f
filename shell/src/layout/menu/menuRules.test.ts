import type { MenuItem } from '@xingheng/shared';
import { menuFixture } from '../testing/menuFixture';
import { activeMenuItem, activeMenuKeys, tagBadge, urlMatchesPath } from './menuRules';

describe('tagBadge', () => {
  it('shows HOT as a red badge and NEW as a blue badge', () => {
    expect(tagBadge('HOT')).toEqual({ kind: 'hot', text: 'HOT' });
    expect(tagBadge(' new ')).toEqual({ kind: 'new', text: 'NEW' });
  });
  it('shows any other tag as plain text and nothing for null or blank', () => {
    expect(tagBadge('限时优惠')).toEqual({ kind: 'text', text: '限时优惠' });
    expect(tagBadge(null)).toEqual({ kind: 'none', text: '' });
    expect(tagBadge('  ')).toEqual({ kind: 'none', text: '' });
  });
});

describe('urlMatchesPath', () => {
  it('matches "/" only on the home path', () => {
    expect(urlMatchesPath('/', '/')).toBe(true);
    expect(urlMatchesPath('/', '/news')).toBe(false);
  });
  it('matches at segment boundaries and ignores the query', () => {
    expect(urlMatchesPath('/news', '/news/details/3')).toBe(true);
    expect(urlMatchesPath('/news', '/newsletter')).toBe(false);
    expect(urlMatchesPath('/productSolution?tab=2', '/productSolution')).toBe(true);
    expect(urlMatchesPath('', '/news')).toBe(false);
    expect(urlMatchesPath('https://console.example.com/news', '/news')).toBe(false);
  });
});

describe('activeMenuItem', () => {
  it('highlights the top-level item holding a third-level match', () => {
    expect(activeMenuItem(menuFixture, '/productSolution/services/details/7')?.id).toBe(2);
    expect(activeMenuKeys(menuFixture, '/productSolution/services/details/7')).toEqual([
      '2',
      '21',
      '212',
    ]);
  });
  it('highlights the top-level item of a second-level match when its own url is empty', () => {
    expect(activeMenuItem(menuFixture, '/productSolution/solution/lowAltitudeEconomy')?.id).toBe(3);
  });
  it('takes the first matching item in menu order', () => {
    const menu: MenuItem[] = [
      { id: 1, name: '支持', url: '/support', tag: null },
      { id: 2, name: '地图', url: '/support/map', tag: null },
    ];
    expect(activeMenuItem(menu, '/support/map')?.id).toBe(1);
  });
  it('makes home active on "/" and when nothing matches, and only then', () => {
    expect(activeMenuItem(menuFixture, '/')?.id).toBe(1);
    expect(activeMenuItem(menuFixture, '/partner')?.id).toBe(1);
    expect(activeMenuItem(menuFixture, '/news/details/12')?.id).toBe(4);
    expect(activeMenuKeys(menuFixture, '/partner')).toEqual(['1']);
  });
  it('returns nothing when nothing matches and there is no home item', () => {
    expect(activeMenuItem(menuFixture.slice(1), '/partner')).toBeUndefined();
    expect(activeMenuKeys([], '/partner')).toEqual([]);
  });
});
