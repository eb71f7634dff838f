import { lastPage, readKey, readPage } from './listQuery';

const params = (search: string) => new URLSearchParams(search);

describe('list URL state', () => {
  it('reads a positive page, else 1', () => {
    expect(readPage(params('?page=3'))).toBe(3);
    for (const page of ['0', '-1', 'x', '2.5', '1e3', '9999999', '']) {
      expect(readPage(params(`?page=${page}`))).toBe(1);
    }
  });

  it('reads only keys of the lookup', () => {
    const table = { faq: '常见问题', guide: '产品指南' } as const;
    expect(readKey(params('?category=faq'), 'category', table)).toBe('faq');
    expect(readKey(params('?category=toString'), 'category', table)).toBeNull();
    expect(readKey(params('?category=unknown'), 'category', table)).toBeNull();
    expect(readKey(params(''), 'category', table)).toBeNull();
  });

  it('counts at least one page', () => {
    expect(lastPage(0, 10)).toBe(1);
    expect(lastPage(21, 10)).toBe(3);
  });
});
