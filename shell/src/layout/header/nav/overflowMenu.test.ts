import type { MenuItem } from '@xingheng/shared';
import { fittingCount, foldMenu, menuWithinDepth, MORE_ITEM_ID } from './overflowMenu';

const item = (id: number, children?: MenuItem[]): MenuItem => ({
  id,
  name: `项${id}`,
  url: `/p/${id}`,
  tag: null,
  ...(children ? { children } : {}),
});

describe('fittingCount', () => {
  it('keeps every item when they all fit, without room for "更多"', () => {
    expect(fittingCount([100, 100, 100], 60, 300)).toBe(3);
    // Rounding of sub-pixel widths does not fold an item that fits exactly.
    expect(fittingCount([100.2, 100.2, 100.2], 60, 300.4)).toBe(3);
  });

  it('keeps the longest prefix that fits beside "更多"', () => {
    expect(fittingCount([100, 100, 100], 60, 299)).toBe(2);
    expect(fittingCount([100, 100, 100], 60, 259)).toBe(1);
    expect(fittingCount([100, 100, 100], 60, 100)).toBe(0);
  });
});

describe('menuWithinDepth', () => {
  it('drops the levels below the limit and keeps the rest', () => {
    const menu = [item(1, [item(11, [item(111, [item(1111)])])]), item(2)];
    const cut = menuWithinDepth(menu, 3);
    expect(cut[0]?.children?.[0]?.children?.[0]).toEqual(item(111));
    expect(cut[1]).toEqual(item(2));
    expect(menuWithinDepth(menu, 1)).toEqual([item(1), item(2)]);
  });
});

describe('foldMenu', () => {
  const menu = [item(1), item(2, [item(21)]), item(3)];

  it('returns the menu itself when everything is visible', () => {
    expect(foldMenu(menu, 3)).toBe(menu);
  });

  it('moves the rest, with their submenus, into a trailing "更多" title', () => {
    const folded = foldMenu(menu, 1);
    expect(folded.map((entry) => entry.name)).toEqual(['项1', '更多']);
    expect(folded[1]).toMatchObject({ id: MORE_ITEM_ID, url: '', tag: null });
    expect(folded[1]?.children).toEqual([item(2, [item(21)]), item(3)]);
  });
});
