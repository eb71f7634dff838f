import type { RemoteRoutesModule } from '@xingheng/shared';
import * as remote from './routes';
import { HomePage } from '../routes/home/HomePage';
import { homeLoader } from '../routes/home/homeLoader';
import { solutionLoader } from '../routes/productSolution/solution/$name/solutionLoader';

const contract: RemoteRoutesModule = remote;

/** The marketing routes of SPEC §2, in the order the remote declares them. */
const SPEC_ROUTES = [
  '/',
  '/aboutus',
  '/aboutus/join',
  '/aboutus/dayiJoin',
  '/aboutus/indexen',
  '/partner',
  '/productSolution',
  '/productSolution/services',
  '/productSolution/services/ppk',
  '/productSolution/services/details/:id?',
  '/productSolution/services/details_a_gnss/:id?',
  '/productSolution/services/details_platform/:id?',
  '/productSolution/services/details_xc/:id?',
  '/productSolution/solution',
  '/productSolution/solution/:name',
  '/productSolution/hardware/:name',
  '/news',
  '/news/details/:id?',
  '/terms/:slug',
];

async function pageOf(path: string) {
  const lazy = contract.routes.find((r) => r.path === path)?.lazy;
  if (typeof lazy !== 'function') throw new Error(`${path} 应当是懒加载路由`);
  return lazy();
}

describe('mf-marketing ./routes', () => {
  it('mounts exactly the marketing routes of SPEC §2', () => {
    expect(contract.routes.map((r) => r.path)).toEqual(SPEC_ROUTES);
  });

  it('serves / lazily with the home page and its loader', async () => {
    const home = await pageOf('/');
    expect(home.Component).toBe(HomePage);
    expect(home.loader).toBe(homeLoader);
  });

  it('serves a parameter route from its $param folder', async () => {
    expect((await pageOf('/productSolution/solution/:name')).loader).toBe(solutionLoader);
  });

  it.each(SPEC_ROUTES)('%s loads a page component', async (path) => {
    expect(typeof (await pageOf(path)).Component).toBe('function');
  });
});
