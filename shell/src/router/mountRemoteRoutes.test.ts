import type { RouteObject } from 'react-router';
import { DEFAULT_SITE_CONFIG } from '@xingheng/shared';
import { registryWithOwnership, type Registry, type RemoteRecord } from '@xingheng/shared/registry';
import { groupRoutesByPrefix } from './mountRemoteRoutes';

/** Route grouping by prefix, with the real `ROUTE_OWNERSHIP`. */

const registry: Registry = registryWithOwnership(DEFAULT_SITE_CONFIG, (name) => {
  const version = '0.1.0-3f2a9c1-20261122T0301';
  return { version, entry: `/remotes/${name}/${version}/mf-manifest.json` };
});

function record(name: string): RemoteRecord {
  const found = registry.remotes.find((r) => r.name === name);
  if (!found) throw new Error(`no remote ${name} in the test registry`);
  return found;
}

function group(name: string, paths: (string | undefined)[]) {
  const routes: RouteObject[] = paths.map((path) => (path === undefined ? {} : { path }));
  const result = groupRoutesByPrefix(record(name), registry, routes);
  return {
    rejected: result.rejected,
    groups: result.groups.map((g) => ({ prefix: g.prefix, paths: g.routes.map((r) => r.path) })),
  };
}

describe('groupRoutesByPrefix', () => {
  it('puts each marketing route under the prefix that owns it, in the remote’s prefix order', () => {
    expect(
      group('mf-marketing', [
        '/news/:id',
        '/productSolution/services/details/:id?',
        '/',
        '/partner',
        '/aboutus/*',
        '/news',
      ]),
    ).toEqual({
      rejected: [],
      groups: [
        { prefix: '/', paths: ['/'] },
        { prefix: '/aboutus/*', paths: ['/aboutus/*'] },
        { prefix: '/partner', paths: ['/partner'] },
        { prefix: '/productSolution/*', paths: ['/productSolution/services/details/:id?'] },
        { prefix: '/news/*', paths: ['/news/:id', '/news'] },
      ],
    });
  });

  it('rejects a marketing route under mf-order’s more specific tryout prefix', () => {
    expect(group('mf-marketing', ['/productSolution/services/tryout/:id?', '/partner'])).toEqual({
      rejected: ['/productSolution/services/tryout/:id?'],
      groups: [{ prefix: '/partner', paths: ['/partner'] }],
    });
  });

  it('mounts mf-order’s routes under /order/* and its tryout prefix', () => {
    expect(group('mf-order', ['/productSolution/services/tryout/:id?', '/order/payoff'])).toEqual({
      rejected: [],
      groups: [
        { prefix: '/order/*', paths: ['/order/payoff'] },
        {
          prefix: '/productSolution/services/tryout/*',
          paths: ['/productSolution/services/tryout/:id?'],
        },
      ],
    });
  });

  it('rejects a route without a path and one with a relative path', () => {
    expect(group('mf-support', [undefined, 'details/:id', '/support/details/:id?'])).toEqual({
      rejected: ['(无路径)', 'details/:id'],
      groups: [{ prefix: '/support/*', paths: ['/support/details/:id?'] }],
    });
  });

  it('rejects routes another remote owns and routes nobody owns', () => {
    expect(group('mf-support', ['/order/payoff', '/elsewhere', '/notices'])).toEqual({
      rejected: ['/order/payoff', '/elsewhere'],
      groups: [{ prefix: '/notices/*', paths: ['/notices'] }],
    });
  });

  it('does not let a splat-prefixed path escape its prefix base by sharing a leading string', () => {
    // `/newsletter` is not under `/news/*`.
    expect(group('mf-marketing', ['/newsletter'])).toEqual({
      rejected: ['/newsletter'],
      groups: [],
    });
  });
});

describe('exact prefixes own one path only', () => {
  it('rejects a splat or deeper route under an exact prefix (the server answers 404 there)', () => {
    const { rejected } = group('mf-marketing', ['/*', '/partner/:id', '/partner']);
    expect(rejected).toEqual(['/*', '/partner/:id']);
  });
});
