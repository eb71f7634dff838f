import { supportCenterPath } from '../../paths';
import { parseSupportQuery } from './supportQuery';

const parse = (search: string) => parseSupportQuery(new URLSearchParams(search));

describe('support center URL state', () => {
  it('reads category, search text and page', () => {
    expect(parse('?category=faq&page=2')).toEqual({ category: 'faq', q: null, page: 2 });
    expect(parse('?q=%20NTRIP%20')).toEqual({ category: null, q: 'NTRIP', page: 1 });
    expect(parse('')).toEqual({ category: null, q: null, page: 1 });
  });

  it('ignores an unknown category and cuts the search text to 50 characters', () => {
    expect(parse('?category=news').category).toBeNull();
    expect(parse(`?q=${'定'.repeat(60)}`).q).toBe('定'.repeat(50));
  });

  it('writes the defaults out of the URL', () => {
    expect(supportCenterPath({ category: null, q: null, page: 1 })).toBe('/support');
    expect(supportCenterPath({ category: 'guide', page: 3 })).toBe(
      '/support?category=guide&page=3',
    );
    expect(supportCenterPath({ q: 'RTK 固定' })).toBe('/support?q=RTK+%E5%9B%BA%E5%AE%9A');
  });
});
