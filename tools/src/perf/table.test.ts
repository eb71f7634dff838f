import { formatTable } from './table';

describe('formatTable', () => {
  it('pads each column to its widest cell, right-aligned where asked', () => {
    expect(
      formatTable(
        [
          ['page', 'score'],
          ['/login', '7'],
          ['/', '100'],
        ],
        ['left', 'right'],
      ),
    ).toBe(['page    score', '/login      7', '/         100'].join('\n'));
  });

  it('leaves no trailing spaces and fills short rows', () => {
    expect(formatTable([['a', 'bb'], ['ccc']])).toBe('a    bb\nccc');
  });
});
