import { newsListPath } from '../../paths';
import { parseNewsQuery } from './newsQuery';

const parse = (search: string) => parseNewsQuery(new URLSearchParams(search));

describe('news list URL state', () => {
  it('reads page and category', () => {
    expect(parse('?category=产品发布&page=2')).toEqual({ page: 2, category: '产品发布' });
    expect(parse('')).toEqual({ page: 1, category: null });
  });

  it.each(['0', 'x', '-3', '2.5', '1e3', '9999999', ''])('turns page=%p into page 1', (page) => {
    expect(parse(`?page=${page}`).page).toBe(1);
  });

  it('treats 全部 and an empty category as all categories', () => {
    expect(parse('?category=全部').category).toBeNull();
    expect(parse('?category=%20').category).toBeNull();
  });

  it('writes the defaults out of the URL', () => {
    expect(newsListPath({ page: 1, category: null })).toBe('/news');
    expect(newsListPath({ page: 3, category: null })).toBe('/news?page=3');
    expect(parse(newsListPath({ page: 2, category: '行业动态' }).slice('/news'.length))).toEqual({
      page: 2,
      category: '行业动态',
    });
  });
});
