import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findUnscopedAntdRoutes } from './antdScope';

const ROOT = path.resolve(__dirname, '../../..');

/** Writes a small remote (`src/exposes/routes.tsx` and its pages) into a temporary folder. */
function fixtureRemote(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xh-antd-scope-'));
  for (const [file, source] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), source);
  }
  return path.join(dir, 'src/exposes/routes.tsx');
}

const ROUTES = `export const routes = [
  { path: '/', load: () => import('../routes/home') },
  { path: '/news', load: () => import('../routes/news') },
];
`;

describe('antd scope of the pages of PlainProviders remotes (withAppProviders)', () => {
  it('reports a page that reaches antd through a component without withAppProviders', () => {
    const routesFile = fixtureRemote({
      'src/exposes/routes.tsx': ROUTES,
      'src/routes/home/index.ts': `export { HomePage as Component } from './HomePage';\n`,
      'src/routes/home/HomePage.tsx': `import { Chip } from '../../components/Chip';\nexport const HomePage = () => Chip;\n`,
      'src/components/Chip.tsx': `import './chip.css';\nexport const Chip = 1;\n`,
      'src/routes/news/index.ts': `export { NewsPage as Component } from './NewsPage';\n`,
      'src/routes/news/NewsPage.tsx': `import { Pager } from '../../components/Pager';\nexport const NewsPage = () => Pager;\n`,
      'src/components/Pager.tsx': `import { Pagination } from 'antd';\nexport const Pager = Pagination;\n`,
    });
    expect(findUnscopedAntdRoutes(routesFile)).toEqual([
      {
        route: '../routes/news',
        chain: ['routes/news/index.ts', 'routes/news/NewsPage.tsx', 'components/Pager.tsx'],
      },
    ]);
  });

  it('accepts the same page once its component is wrapped in withAppProviders', () => {
    const routesFile = fixtureRemote({
      'src/exposes/routes.tsx': ROUTES,
      'src/routes/home/index.ts': `export const Component = () => null;\n`,
      'src/routes/news/index.ts': `import { withAppProviders } from '@xingheng/shared/ui';\nimport { NewsPage } from './NewsPage';\nexport const Component = withAppProviders(NewsPage);\n`,
      'src/routes/news/NewsPage.tsx': `import { Pagination } from 'antd';\nexport const NewsPage = Pagination;\n`,
    });
    expect(findUnscopedAntdRoutes(routesFile)).toEqual([]);
  });

  it('follows import() inside a page too (a lazily loaded antd part needs the scope as well)', () => {
    const routesFile = fixtureRemote({
      'src/exposes/routes.tsx': ROUTES,
      'src/routes/home/index.ts': `export const Component = () => import('./Drawer');\n`,
      'src/routes/home/Drawer.tsx': `export { Drawer } from 'antd';\n`,
      'src/routes/news/index.ts': `export const Component = () => null;\n`,
    });
    expect(findUnscopedAntdRoutes(routesFile).map((r) => r.route)).toEqual(['../routes/home']);
  });

  it('accepts a plain page whose lazily loaded antd part wraps itself in withAppProviders', () => {
    const routesFile = fixtureRemote({
      'src/exposes/routes.tsx': ROUTES,
      'src/routes/home/index.ts': `export const Component = () => import('../../components/ScopedDrawer');\n`,
      'src/components/ScopedDrawer.ts': `import { withAppProviders } from '@xingheng/shared/ui';\nimport { Drawer } from './Drawer';\nexport const ScopedDrawer = withAppProviders(Drawer);\n`,
      'src/components/Drawer.tsx': `export { Drawer } from 'antd';\n`,
      'src/routes/news/index.ts': `export const Component = () => import('../../components/Drawer');\n`,
    });
    // The news page reaches the same antd part without the wrapper: still reported.
    expect(findUnscopedAntdRoutes(routesFile).map((r) => r.route)).toEqual(['../routes/news']);
  });

  it.each(['mf-marketing', 'mf-account', 'mf-support'])(
    'finds no unscoped page in %s',
    (remote) => {
      expect(findUnscopedAntdRoutes(path.join(ROOT, `${remote}/src/exposes/routes.tsx`))).toEqual(
        [],
      );
    },
  );
});
