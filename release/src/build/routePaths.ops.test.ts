import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROUTE_PATHS_FILE, type RoutePathsFile } from '@xingheng/shared';
import { REPO_ROOT } from '../deploy/paths';

const run = promisify(execFile);
const tsx = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');

jest.setTimeout(60_000);

// Under jest CSS is mapped to a stub, so this runs the build's own way: tsx in a Node process.
test('a route group that reaches CSS (plain components) is read under tsx', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xh-route-css-'));
  try {
    const app = path.join(dir, 'app');
    fs.mkdirSync(path.join(app, 'src', 'exposes'), { recursive: true });
    fs.writeFileSync(path.join(app, 'src', 'exposes', 'pager.css'), '.pager { display: flex; }\n');
    fs.writeFileSync(
      path.join(app, 'src', 'exposes', 'routes.tsx'),
      "import './pager.css';\nexport const routes = [{ path: '/list', handle: { chunk: 'list', audience: 'public' } }];\n",
    );
    const dist = path.join(dir, 'dist');
    fs.mkdirSync(dist);
    fs.writeFileSync(
      path.join(dist, 'mf-manifest.json'),
      JSON.stringify({
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [{ path: './routes', assets: { js: { sync: ['routes.js'] } } }],
      }),
    );
    const script = path.join(dir, 'write.ts');
    fs.writeFileSync(
      script,
      `import { writeRoutePaths } from ${JSON.stringify(path.join(__dirname, 'routePaths'))};\n` +
        `void writeRoutePaths(${JSON.stringify(app)}, ${JSON.stringify(dist)});\n`,
    );
    await run(tsx, ['--tsconfig', path.join(REPO_ROOT, 'tsconfig.tsx.json'), script], {
      cwd: REPO_ROOT,
    });
    const written = JSON.parse(
      fs.readFileSync(path.join(dist, ROUTE_PATHS_FILE), 'utf8'),
    ) as RoutePathsFile;
    expect(written.routes).toEqual([{ path: '/list', chunk: 'list', audience: 'public' }]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
