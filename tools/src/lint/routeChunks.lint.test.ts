import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { ROUTE_CHUNKS_FILE as SHARED_ROUTE_CHUNKS_FILE } from '@xingheng/shared';

const { RouteChunksPlugin, ROUTE_CHUNKS_FILE, routeChunkNameRule } =
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('../../webpack/RouteChunksPlugin.cjs') as {
    RouteChunksPlugin: new (options: { routesFiles: string[] }) => webpack.WebpackPluginInstance;
    ROUTE_CHUNKS_FILE: string;
    routeChunkNameRule: () => webpack.RuleSetRule;
  };

/**
 * Builds a fixture remote (`src/exposes/routes.js` and its pages) with the chunk-name rule and the
 * plugin, as the production build applies them, and returns the errors and the emitted map.
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
    module: { rules: [routeChunkNameRule()] },
    plugins: [new RouteChunksPlugin({ routesFiles: [routesFile] })],
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

  it('names each page chunk after its chunk field and lists the shared chunks it needs', async () => {
    const { errors, map } = await buildFixture(`export const routes = [
  { path: '/', chunk: 'home', load: () => import('../routes/home') },
  { path: '/news', chunk: 'news', load: () => import('../routes/news') },
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

  it('fails the build for a page import without a chunk field', async () => {
    const { errors } = await buildFixture(`export const routes = [
  { path: '/', chunk: 'home', load: () => import('../routes/home') },
  { path: '/news', load: () => import('../routes/news') },
];
`);
    expect(errors).toEqual([expect.stringContaining("import('../routes/news') 没有 chunk 名")]);
  }, 30_000);

  it('fails the build for a chunk field that is not a string literal', async () => {
    const { errors } = await buildFixture(`const NEWS = 'news';
export const routes = [
  { path: '/', chunk: 'home', load: () => import('../routes/home') },
  { path: '/news', chunk: NEWS, load: () => import('../routes/news') },
];
`);
    expect(errors).toEqual([
      expect.stringContaining('的 chunk 须是字符串字面量'),
      expect.stringContaining("import('../routes/news') 没有 chunk 名"),
    ]);
  }, 30_000);

  it('fails the build when the import names its chunk a second time', async () => {
    const { errors } = await buildFixture(`export const routes = [
  { path: '/', chunk: 'home', load: () => import('../routes/home') },
  { path: '/news', chunk: 'news-list', load: () => import(/* webpackChunkName: "news" */ '../routes/news') },
];
`);
    expect(errors).toEqual([
      expect.stringContaining('自带 webpackChunkName；chunk 名只写在 chunk 字段'),
    ]);
  }, 30_000);

  it('fails the build when one chunk name covers two pages', async () => {
    const { errors } = await buildFixture(`export const routes = [
  { path: '/', chunk: 'home', load: () => import('../routes/home') },
  { path: '/news', chunk: 'home', load: () => import('../routes/news') },
];
`);
    expect(errors).toEqual([expect.stringContaining('chunk 名 home 用于多个页面')]);
  }, 30_000);
});
