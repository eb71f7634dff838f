import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { ROUTE_CHUNKS_FILE as SHARED_ROUTE_CHUNKS_FILE } from '@xingheng/shared';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { RouteChunksPlugin, ROUTE_CHUNKS_FILE } = require('../../webpack/RouteChunksPlugin.cjs') as {
  RouteChunksPlugin: new (options: { routesFile: string }) => webpack.WebpackPluginInstance;
  ROUTE_CHUNKS_FILE: string;
};

/**
 * Builds a fixture remote (`src/exposes/routes.js` and its pages) with the plugin, as the
 * production build applies it, and returns the errors and the emitted map.
 */
async function buildFixture(routesSource: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xh-route-chunks-'));
  const write = (file: string, source: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), source);
  };
  write('src/exposes/routes.js', routesSource);
  write(
    'src/routes/home/index.js',
    `import { label } from '../../lib/label';\nexport const Component = () => label;\n`,
  );
  write(
    'src/routes/news/index.js',
    `import { label } from '../../lib/label';\nexport const Component = () => label + '!';\n`,
  );
  write('src/lib/label.js', `export const label = '${'新闻动态'.repeat(3000)}';\n`);
  const routesFile = path.join(dir, 'src/exposes/routes.js');
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: routesFile },
    output: { path: path.join(dir, 'dist'), chunkFilename: '[name].[contenthash:8].js' },
    optimization: { splitChunks: { chunks: 'async', minSize: 1000 } },
    plugins: [new RouteChunksPlugin({ routesFile })],
    infrastructureLogging: { level: 'error' },
  });
  const stats = await new Promise<webpack.Stats>((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
  );
  await new Promise((resolve) => compiler.close(resolve));
  const mapFile = path.join(dir, 'dist', ROUTE_CHUNKS_FILE);
  return {
    errors: stats.compilation.errors.map((e) => e.message),
    map: fs.existsSync(mapFile)
      ? (JSON.parse(fs.readFileSync(mapFile, 'utf8')) as Record<string, string[]>)
      : undefined,
  };
}

describe('RouteChunksPlugin (route-chunks.json of a remote build)', () => {
  it('writes the file the shell and the page renderer read', () => {
    expect(ROUTE_CHUNKS_FILE).toBe(SHARED_ROUTE_CHUNKS_FILE);
  });

  it('lists each named page chunk with the shared chunks it needs', async () => {
    const { errors, map } = await buildFixture(`export const routes = [
  { path: '/', chunk: 'home', load: () => import(/* webpackChunkName: "home" */ '../routes/home') },
  { path: '/news', chunk: 'news', load: () => import(/* webpackChunkName: "news" */ '../routes/news') },
];
`);
    expect(errors).toEqual([]);
    const home = map?.home ?? [];
    const news = map?.news ?? [];
    expect(Object.keys(map ?? {})).toEqual(['home', 'news']);
    // Both pages need the split chunk of lib/label.js besides their own.
    expect(home).toHaveLength(2);
    expect(home.some((file) => file.startsWith('home.'))).toBe(true);
    expect(news.filter((file) => home.includes(file))).toHaveLength(1);
  }, 30_000);

  it('fails the build for a page import without a chunk name', async () => {
    const { errors } = await buildFixture(`export const routes = [
  { path: '/', chunk: 'home', load: () => import(/* webpackChunkName: "home" */ '../routes/home') },
  { path: '/news', load: () => import('../routes/news') },
];
`);
    expect(errors).toEqual([
      expect.stringContaining("import('../routes/news') 缺少 webpackChunkName"),
    ]);
  }, 30_000);

  it('fails the build when a chunk field and the chunk name disagree', async () => {
    const { errors } = await buildFixture(`export const routes = [
  { path: '/', chunk: 'home', load: () => import(/* webpackChunkName: "home" */ '../routes/home') },
  { path: '/news', chunk: 'news-list', load: () => import(/* webpackChunkName: "news" */ '../routes/news') },
];
`);
    expect(errors).toEqual([
      expect.stringContaining('chunk 字段 news-list 没有同名的 webpackChunkName'),
      expect.stringContaining('webpackChunkName news 没有同名的 chunk 字段'),
    ]);
  }, 30_000);
});
