import { matchPath } from 'react-router';
import type { RemoteRoutesModule } from '@xingheng/shared';
import { ROUTE_OWNERSHIP } from '@xingheng/shared/registry';
import { LazyAppProviders } from '@xingheng/shared/ui';
import * as remote from './routes';
import { paths } from '../paths';
import { SupportCenterPage } from '../routes/support/SupportCenterPage';
import { supportCenterLoader } from '../routes/support/supportCenterLoader';
import { SupportDetailsPage } from '../routes/support/details/$id/SupportDetailsPage';
import { detailsLoader } from '../routes/support/details/$id/detailsLoader';
import { NoticesPage } from '../routes/notices/NoticesPage';
import { noticesLoader } from '../routes/notices/noticesLoader';
import { NoticeDetailsPage } from '../routes/notices/details/$id/NoticeDetailsPage';
import { noticeDetailsLoader } from '../routes/notices/details/$id/noticeDetailsLoader';
import { BugReportPage } from '../routes/notices/bugReport/BugReportPage';
import { BugResponsePage } from '../routes/notices/bugResponse/BugResponsePage';
import { IonoPage } from '../routes/support/iono/IonoPage';
import { CoverageMapPage } from '../routes/support/map/CoverageMapPage';
import { CoordinateBoxPage } from '../routes/support/map/component/coordinateBox/CoordinateBoxPage';
import { RegionBoxPage } from '../routes/support/map/component/regionBox/RegionBoxPage';

describe('mf-support ./routes', () => {
  const module: RemoteRoutesModule = remote;
  const patterns = () => module.routes.map((route) => route.path ?? '');

  it('owns the support center, articles, notices and problem report pages, with the shared providers', () => {
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
    expect(module.Providers).toBe(LazyAppProviders);
  });

  it('only has paths under the prefixes mf-support owns', () => {
    const bases = ROUTE_OWNERSHIP['mf-support'].map((prefix) => prefix.replace(/\/\*$/, ''));
    for (const pattern of patterns()) {
      const head = pattern.split('/:')[0] ?? '';
      expect(bases.some((base) => head === base || head.startsWith(`${base}/`))).toBe(true);
    }
  });

  it.each([
    [paths.support, { Component: SupportCenterPage, loader: supportCenterLoader }],
    [paths.details, { Component: SupportDetailsPage, loader: detailsLoader }],
    [paths.notices, { Component: NoticesPage, loader: noticesLoader }],
    [paths.noticeDetails, { Component: NoticeDetailsPage, loader: noticeDetailsLoader }],
    [paths.bugReport, { Component: BugReportPage }],
    [paths.bugResponse, { Component: BugResponsePage }],
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
    [paths.iono, IonoPage],
    [paths.map, CoverageMapPage],
    [paths.coordinateBox, CoordinateBoxPage],
    [paths.regionBox, RegionBoxPage],
    [paths.regionBoxDot, RegionBoxPage],
  ])('loads %s on demand, without a loader', async (path, Component) => {
    const lazy = module.routes.find((route) => route.path === path)?.lazy;
    if (typeof lazy !== 'function') throw new Error(`${path} is not lazy`);
    await expect(lazy()).resolves.toEqual({ Component });
  });
});
