import { chooseEncoding, ifNoneMatchHits, type StoredEncoding } from './negotiation';

const both = new Set<StoredEncoding>(['br', 'gzip']);

describe('chooseEncoding', () => {
  it.each([
    [undefined, both, 'identity'],
    ['', both, 'identity'],
    ['identity', both, 'identity'],
    ['gzip, deflate, br, zstd', both, 'br'],
    ['gzip', both, 'gzip'],
    ['gzip;q=1, br;q=0.5', both, 'gzip'],
    ['br;q=0, gzip', both, 'gzip'],
    ['*', both, 'br'],
    ['*;q=0.1, gzip;q=0', both, 'br'],
    ['deflate', both, 'identity'],
    ['br, gzip', new Set<StoredEncoding>(['gzip']), 'gzip'],
    ['br, gzip', new Set<StoredEncoding>(), 'identity'],
  ] as const)('Accept-Encoding %p (stored %p) → %s', (header, available, expected) => {
    expect(chooseEncoding(header, available)).toBe(expected);
  });
});

describe('ifNoneMatchHits', () => {
  const tags = ['"abc"', '"abc-br"'];
  it.each([
    [undefined, false],
    ['"abc"', true],
    ['W/"abc-br"', true],
    ['"old", "abc"', true],
    ['*', true],
    ['"abd"', false],
    ['abc', false],
  ] as const)('If-None-Match %p → %p', (header, expected) => {
    expect(ifNoneMatchHits(header, tags)).toBe(expected);
  });
});
