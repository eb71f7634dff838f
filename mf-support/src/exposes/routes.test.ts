import { matchPath } from 'react-router';
import type { RemoteRoutesModule } from '@xingheng/shared';
import { ROUTE_OWNERSHIP } from '@xingheng/shared/registry';
import { PlainProviders } from '@xingheng/shared/ui';
import * as remote from './routes';
import { paths } from '../paths';
import * as supportCenter from '../routes/support';
import * as supportDetails from '../routes/support/details/$id';
import * as notices from '../routes/notices';
import * as noticeDetails from '../routes/notices/details/$id';
import * as bugReport from '../routes/notices/bugReport';
import * as bugResponse from '../routes/notices/bugResponse';
import * as iono from '../routes/support/iono';
import * as coverageMap from '../routes/support/map';
import * as coordinateBox from '../routes/support/map/component/coordinateBox';
import * as regionBox from '../routes/support/map/component/regionBox';

describe('mf-support ./routes', () => {
  const module: RemoteRoutesModule = remote;
  const patterns = () => module.routes.map((route) => route.path ?? '');

  it('owns the support center, articles, notices and problem report pages, with plain section providers', () => {
    expect(patterns()).toEqual(
      expect.arrayContaining([
        paths.support,
        paths.details,
        paths.notices,
        paths.noticeDetails,
        paths.bugReport,
        paths.bugResponse,
      ]),
    );
    for (const url of [
      '/support',
      '/support/details',
      '/support/details/9',
      '/support/details/11',
      '/notices',
      '/notices/details/3',
      '/notices/bugReport',
      '/notices/bugResponse',
    ]) {
      expect(patterns().some((pattern) => matchPath(pattern, url))).toBe(true);
    }
    expect(module.Providers).toBe(PlainProviders);
  });

  it('only has paths under the prefixes mf-support owns', () => {
    const bases = ROUTE_OWNERSHIP['mf-support'].map((prefix) => prefix.replace(/\/\*$/, ''));
    for (const pattern of patterns()) {
      const head = pattern.split('/:')[0] ?? '';
      expect(bases.some((base) => head === base || head.startsWith(`${base}/`))).toBe(true);
    }
  });

  it.each([
    [paths.support, { Component: supportCenter.Component, loader: supportCenter.loader }],
    [paths.details, { Component: supportDetails.Component, loader: supportDetails.loader }],
    [paths.notices, { Component: notices.Component, loader: notices.loader }],
    [paths.noticeDetails, { Component: noticeDetails.Component, loader: noticeDetails.loader }],
    [paths.bugReport, { Component: bugReport.Component }],
    [paths.bugResponse, { Component: bugResponse.Component }],
  ])('loads %s on demand', async (path, expected) => {
    const lazy = module.routes.find((route) => route.path === path)?.lazy;
    if (typeof lazy !== 'function') throw new Error(`${path} is not lazy`);
    await expect(lazy()).resolves.toEqual(expected);
  });
});

describe('mf-support ./routes: the ionosphere and coverage maps', () => {
  const module: RemoteRoutesModule = remote;
  const matching = (url: string) =>
    module.routes.filter((route) => matchPath(route.path ?? '', url) !== null);

  it.each([
    ['/support/iono', paths.iono],
    ['/support/map', paths.map],
    ['/support/map/component/coordinateBox', paths.coordinateBox],
    ['/support/map/component/regionBox', paths.regionBox],
    ['/support/map/component/regionBox.', paths.regionBoxDot],
  ])('%s is matched by exactly one route, %s', (url, pattern) => {
    expect(matching(url).map((route) => route.path)).toEqual([pattern]);
  });

  it('matches the trailing dot of SPEC §2 literally: regionBox. is its own route', () => {
    expect(matchPath(paths.regionBox, '/support/map/component/regionBox.')).toBeNull();
    expect(matchPath(paths.regionBoxDot, '/support/map/component/regionBox')).toBeNull();
    expect(matchPath(paths.regionBoxDot, '/support/map/component/regionBoxx')).toBeNull();
  });

  it.each([
    [paths.iono, { Component: iono.Component, loader: iono.loader }],
    [paths.map, { Component: coverageMap.Component, loader: coverageMap.loader }],
    [paths.regionBox, { Component: regionBox.Component, loader: regionBox.loader }],
    [paths.regionBoxDot, { Component: regionBox.Component, loader: regionBox.loader }],
  ])(
    'loads %s on demand, with the loader that brings its data to the server',
    async (path, expected) => {
      const lazy = module.routes.find((route) => route.path === path)?.lazy;
      if (typeof lazy !== 'function') throw new Error(`${path} is not lazy`);
      await expect(lazy()).resolves.toEqual(expected);
      expect(expected.loader).toEqual(expect.any(Function));
    },
  );

  it.each([[paths.coordinateBox, coordinateBox.Component]])(
    'loads %s on demand, without a loader',
    async (path, Component) => {
      const lazy = module.routes.find((route) => route.path === path)?.lazy;
      if (typeof lazy !== 'function') throw new Error(`${path} is not lazy`);
      await expect(lazy()).resolves.toEqual({ Component });
    },
  );
});
