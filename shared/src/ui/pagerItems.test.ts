import { pagerItems } from './pagerItems';

/** The entries as text: numbers, and `<` / `>` for the jumps. */
function layout(current: number, pageCount: number): string {
  return pagerItems(current, pageCount)
    .map((item) =>
      item.kind === 'page' ? String(item.page) : item.direction === 'prev' ? '<' : '>',
    )
    .join(' ');
}

describe('pagerItems (antd Pagination with showLessItems)', () => {
  it('lists every page up to 5', () => {
    expect(layout(1, 1)).toBe('1');
    expect(layout(3, 5)).toBe('1 2 3 4 5');
  });

  it('keeps the first and last pages and hides the rest behind jumps', () => {
    expect(layout(1, 10)).toBe('1 2 3 > 10');
    expect(layout(3, 10)).toBe('1 2 3 4 > 10');
    expect(layout(5, 10)).toBe('1 < 4 5 6 > 10');
    expect(layout(8, 10)).toBe('1 < 7 8 9 10');
    expect(layout(10, 10)).toBe('1 < 8 9 10');
  });

  it('jumps 3 pages, never past either end', () => {
    const items = pagerItems(5, 10);
    expect(items[1]).toEqual({ kind: 'jump', direction: 'prev', page: 2 });
    expect(items[5]).toEqual({ kind: 'jump', direction: 'next', page: 8 });
    expect(pagerItems(9, 30).find((item) => item.kind === 'jump')).toEqual({
      kind: 'jump',
      direction: 'prev',
      page: 6,
    });
  });
});
