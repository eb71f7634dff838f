import { DEFAULT_SITE_CONFIG } from '../config/runtime';
import { registryWithOwnership } from './routeOwnership';
import { orderedPrefixes, ownerOf } from './ownership';

/** Ownership of paths (docs/adr/0001-runtime-registry.md), with the real `ROUTE_OWNERSHIP`. */

const { remotes } = registryWithOwnership(DEFAULT_SITE_CONFIG, (name) => ({
  version: '0.1.0',
  entry: `/remotes/${name}/0.1.0/mf-manifest.json`,
}));

describe('ownerOf', () => {
  it.each([
    ['/', 'mf-marketing', '/'],
    ['/productSolution/services/tryout/6', 'mf-order', '/productSolution/services/tryout/*'],
    ['/productSolution/services/tryout', 'mf-order', '/productSolution/services/tryout/*'],
    ['/productSolution/services/details/6', 'mf-marketing', '/productSolution/*'],
    ['/productSolution', 'mf-marketing', '/productSolution/*'],
    ['/support/details/9', 'mf-support', '/support/*'],
    ['/partner', 'mf-marketing', '/partner'],
    ['/news/', 'mf-marketing', '/news/*'],
    ['/news/12', 'mf-marketing', '/news/*'],
    ['/login', 'mf-account', '/login'],
    ['/user/pwd', 'mf-account', '/user/*'],
    ['/order/payment', 'mf-order', '/order/*'],
  ])('%s belongs to %s through %s', (path, name, prefix) => {
    const owner = ownerOf(path, remotes);
    expect(owner?.remote.name).toBe(name);
    expect(owner?.prefix).toBe(prefix);
  });

  it.each(['/partner/x', '/nope', '/newsletter', '/loginx', '/login/sms', '/News/1'])(
    '%s is owned by no remote',
    (path) => {
      expect(ownerOf(path, remotes)).toBeUndefined();
    },
  );
});

describe('orderedPrefixes', () => {
  const order = orderedPrefixes(remotes).map(({ prefix }) => prefix);

  it('lists every prefix once', () => {
    expect([...order].sort()).toEqual(remotes.flatMap((r) => r.prefixes).sort());
  });

  it('puts the tryout prefix before /productSolution/*', () => {
    expect(order.indexOf('/productSolution/services/tryout/*')).toBeLessThan(
      order.indexOf('/productSolution/*'),
    );
  });

  it('puts an exact prefix before a splat one of the same depth, and / last', () => {
    expect(order.indexOf('/partner')).toBeLessThan(order.indexOf('/news/*'));
    expect(order.indexOf('/login')).toBeLessThan(order.indexOf('/user/*'));
    expect(order.at(-1)).toBe('/');
  });
});
