import { safeRedirect } from './redirect';

/** The `redirect` query value is only followed to same-site paths. */
describe('safeRedirect', () => {
  it('accepts a same-site path with its query', () => {
    expect(safeRedirect('/user/pwd?x=1')).toBe('/user/pwd?x=1');
    expect(safeRedirect('/order/payment?id=1', '/user')).toBe('/order/payment?id=1');
  });

  it.each([
    ['an absolute URL', 'https://evil.example'],
    ['a protocol-relative URL', '//evil.example'],
    ['a backslash host', '/\\evil'],
    ['an empty string', ''],
    ['null', null],
    ['undefined', undefined],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'user/pwd'],
    ['a path with a newline', '/user\n/pwd'],
    ['a path with a tab', '/\t/evil.example'],
    ['a path with a NUL', '/user\u0000'],
  ])('falls back for %s', (_label, target) => {
    expect(safeRedirect(target)).toBe('/');
    expect(safeRedirect(target, '/user')).toBe('/user');
  });
});
