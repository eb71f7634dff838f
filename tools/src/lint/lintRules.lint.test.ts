import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * Proves that the lint rules of docs/architecture.md still trip: each fixture breaks one rule on
 * purpose, is written into the folder the rule guards, linted by the project's own ESLint
 * configuration (in a child process, as `npm run lint` runs it) and removed again. A rule that stops
 * working (a resolver dropped, a zone renamed, type information lost) fails this test.
 */

const ROOT = path.resolve(__dirname, '../../..');
const TAG = `zzLintFixture${process.pid}`;

interface Fixture {
  /** What the fixture proves. */
  name: string;
  /** Files written for the fixture (repository-relative path → source). */
  files: Record<string, string>;
  /** The file whose lint result is checked. */
  checked: string;
  /** The rule expected to report, or `null` for a clean control file. */
  rule: string | null;
  /** A fragment of the expected message. */
  message?: string;
}

const FIXTURES: Fixture[] = [
  {
    name: 'a remote importing another remote’s source',
    files: { [`mf-order/src/${TAG}.ts`]: `import '../../mf-account/src/index';\n` },
    checked: `mf-order/src/${TAG}.ts`,
    rule: 'import-x/no-restricted-paths',
    message: 'mf-order 只能引用自己的源码',
  },
  {
    name: 'the shell importing a remote’s source instead of its federation id',
    files: { [`shell/src/${TAG}.ts`]: `import '../../mf-order/src/exposes/routes';\n` },
    checked: `shell/src/${TAG}.ts`,
    rule: 'import-x/no-restricted-paths',
    message: 'shell 只能通过 federation',
  },
  {
    name: 'shared importing a remote',
    files: { [`shared/src/${TAG}.ts`]: `import '../../mf-order/src/index';\n` },
    checked: `shared/src/${TAG}.ts`,
    rule: 'import-x/no-restricted-paths',
    message: 'shared 不依赖任何其他工作区',
  },
  {
    name: 'a remote importing the API’s source',
    files: { [`mf-support/src/${TAG}.ts`]: `import '../../api/src/index';\n` },
    checked: `mf-support/src/${TAG}.ts`,
    rule: 'import-x/no-restricted-paths',
    message: 'mf-support 只能引用自己的源码',
  },
  {
    name: 'the API importing a remote’s source',
    files: { [`api/src/${TAG}.ts`]: `import '../../mf-marketing/src/index';\n` },
    checked: `api/src/${TAG}.ts`,
    rule: 'import-x/no-restricted-paths',
    message: 'api 不引用前端',
  },
  {
    name: 'the shell importing the monolith (measurement only)',
    files: { [`shell/src/${TAG}Monolith.ts`]: `import '../../monolith/src/bundledRemotes';\n` },
    checked: `shell/src/${TAG}Monolith.ts`,
    rule: 'import-x/no-restricted-paths',
    message: 'monolith 仅供性能测量',
  },
  {
    name: 'the monolith importing the shell and a remote (control: it may import anything)',
    files: {
      [`monolith/src/${TAG}.ts`]: `export { createShellRouter } from '../../shell/src/router/createShellRouter';\nexport { routes } from '../../mf-order/src/exposes/routes';\n`,
    },
    checked: `monolith/src/${TAG}.ts`,
    rule: null,
  },
  {
    name: 'a feature importing another feature',
    files: {
      [`mf-marketing/src/features/${TAG}A/a.ts`]: `export { b } from '../${TAG}B/b';\n`,
      [`mf-marketing/src/features/${TAG}B/b.ts`]: `export const b = 1;\n`,
    },
    checked: `mf-marketing/src/features/${TAG}A/a.ts`,
    rule: 'import-x/no-restricted-paths',
    message: `功能模块 ${TAG}A 不能引用其他功能模块`,
  },
  {
    name: 'a feature importing another feature through the package imports alias',
    files: { [`mf-order/src/features/${TAG}/alias.ts`]: `import '#features/payment/payTypes';\n` },
    checked: `mf-order/src/features/${TAG}/alias.ts`,
    rule: 'import-x/no-restricted-paths',
    message: `功能模块 ${TAG} 不能引用其他功能模块`,
  },
  {
    name: 'a remote import climbing more than three folders instead of using an alias',
    files: {
      [`mf-order/src/routes/productSolution/services/tryout/$id/${TAG}.ts`]: `import '../../../../../lib/money';\n`,
    },
    checked: `mf-order/src/routes/productSolution/services/tryout/$id/${TAG}.ts`,
    rule: 'no-restricted-imports',
    message: '相对路径不超过三层',
  },
  {
    name: 'a feature importing the route layer above it',
    files: {
      [`mf-order/src/features/${TAG}/up.ts`]: `export { routes } from '../../exposes/routes';\n`,
    },
    checked: `mf-order/src/features/${TAG}/up.ts`,
    rule: 'import-x/no-restricted-paths',
    message: 'features/ 不能引用 exposes/',
  },
  {
    name: 'a shared component importing a feature',
    files: {
      [`mf-marketing/src/components/${TAG}.ts`]: `export { b } from '../features/${TAG}B/b';\n`,
    },
    checked: `mf-marketing/src/components/${TAG}.ts`,
    rule: 'import-x/no-restricted-paths',
    message: 'components/ 不能引用 features/',
  },
  {
    name: 'an import cycle',
    files: {
      [`mf-support/src/lib/${TAG}/one.ts`]: `import { two } from './two';\nexport const one = (): number => two() + 1;\n`,
      [`mf-support/src/lib/${TAG}/two.ts`]: `import { one } from './one';\nexport const two = (): number => (Math.random() > 2 ? one() : 0);\n`,
    },
    checked: `mf-support/src/lib/${TAG}/one.ts`,
    rule: 'import-x/no-cycle',
  },
  {
    name: 'a floating promise',
    files: {
      [`mf-account/src/${TAG}Float.ts`]: `async function load(): Promise<number> {\n  return 1;\n}\nexport function start(): void {\n  load();\n}\n`,
    },
    checked: `mf-account/src/${TAG}Float.ts`,
    rule: '@typescript-eslint/no-floating-promises',
  },
  {
    name: 'a promise where a void callback is expected',
    files: {
      [`mf-account/src/${TAG}Misused.ts`]: `export function watch(target: EventTarget, save: () => Promise<void>): void {\n  target.addEventListener('click', async () => {\n    await save();\n  });\n}\n`,
    },
    checked: `mf-account/src/${TAG}Misused.ts`,
    rule: '@typescript-eslint/no-misused-promises',
  },
  {
    name: 'the untyped react-redux hooks',
    files: {
      [`mf-order/src/${TAG}Hooks.ts`]: `export { useSelector } from 'react-redux';\n`,
    },
    checked: `mf-order/src/${TAG}Hooks.ts`,
    rule: 'no-restricted-imports',
  },
  {
    name: 'production code importing the test helpers',
    files: {
      [`mf-order/src/${TAG}Testing.ts`]: `export { renderRoute } from '@xingheng/shared/testing';\n`,
    },
    checked: `mf-order/src/${TAG}Testing.ts`,
    rule: 'no-restricted-imports',
    message: '只供测试使用',
  },
  {
    name: 'a remote importing react-router itself instead of the shared router',
    files: { [`mf-support/src/${TAG}Router.tsx`]: `export { Link } from 'react-router';\n` },
    checked: `mf-support/src/${TAG}Router.tsx`,
    rule: 'no-restricted-imports',
    message: '@xingheng/shared/router',
  },
  {
    name: 'the shell importing react-router/dom itself',
    files: {
      [`shell/src/${TAG}Router.ts`]: `export { RouterProvider } from 'react-router/dom';\n`,
    },
    checked: `shell/src/${TAG}Router.ts`,
    rule: 'no-restricted-imports',
    message: '@xingheng/shared/router',
  },
  {
    name: 'a type from react-router and the router through the shared door (control)',
    files: {
      [`mf-support/src/${TAG}RouterOk.ts`]: `import type { RouteObject } from 'react-router';\nexport { Link } from '@xingheng/shared/router';\nexport type Routes = RouteObject[];\n`,
    },
    checked: `mf-support/src/${TAG}RouterOk.ts`,
    rule: null,
  },
  {
    name: 'a test using the test helpers (control)',
    files: {
      [`mf-order/src/${TAG}Control.test.ts`]: `export { renderRoute } from '@xingheng/shared/testing';\n`,
    },
    checked: `mf-order/src/${TAG}Control.test.ts`,
    rule: null,
  },
  {
    name: 'the server importing the developer tools',
    files: {
      [`server/src/${TAG}Tools.ts`]: `export { median } from '../../tools/src/perf/stats';\n`,
    },
    checked: `server/src/${TAG}Tools.ts`,
    rule: 'import-x/no-restricted-paths',
    message: 'server 不能引用 tools',
  },
  {
    name: 'the release platform importing the developer tools',
    files: {
      [`release/src/${TAG}Tools.ts`]: `export { median } from '../../tools/src/perf/stats';\n`,
    },
    checked: `release/src/${TAG}Tools.ts`,
    rule: 'import-x/no-restricted-paths',
    message: 'release 不能引用 tools',
  },
  {
    name: 'the release platform importing the server',
    files: {
      [`release/src/${TAG}Server.ts`]: `export { createSiteServer } from '@xingheng/server';\n`,
    },
    checked: `release/src/${TAG}Server.ts`,
    rule: 'import-x/no-restricted-paths',
    message: 'release 不能引用 server',
  },
  {
    name: 'the server importing the release platform’s internals',
    files: {
      [`server/src/${TAG}Release.ts`]: `export { releaseBuild } from '../../release/src/core/commands';\n`,
    },
    checked: `server/src/${TAG}Release.ts`,
    rule: 'import-x/no-restricted-paths',
    message: 'server 只能通过 @xingheng/release 的公开导出引用它',
  },
  {
    name: 'the developer tools importing the server’s internals',
    files: {
      [`tools/src/${TAG}Server.ts`]: `export { CACHE } from '../../server/src/site/server';\n`,
    },
    checked: `tools/src/${TAG}Server.ts`,
    rule: 'import-x/no-restricted-paths',
    message: 'tools 只能通过 @xingheng/server 的公开导出引用它',
  },
  {
    name: 'a Node workspace importing the API’s internals',
    files: {
      [`server/src/${TAG}Api.ts`]: `export { migrateToLatest } from '@xingheng/api/src/db/migrate';\n`,
    },
    checked: `server/src/${TAG}Api.ts`,
    rule: 'import-x/no-restricted-paths',
    message: 'server 只能通过 @xingheng/api 的公开导出引用 API',
  },
  {
    name: 'the end-to-end suite importing the API’s internals by path',
    files: { [`e2e/${TAG}Api.ts`]: `export { migrateToLatest } from '../api/src/db/migrate';\n` },
    checked: `e2e/${TAG}Api.ts`,
    rule: 'import-x/no-restricted-paths',
    message: 'e2e 只能通过 @xingheng/api 的公开导出引用 API',
  },
  {
    name: 'a release folder importing a folder above it',
    files: {
      [`release/src/deploy/${TAG}.ts`]: `export { releaseBuild } from '../core/commands';\n`,
    },
    checked: `release/src/deploy/${TAG}.ts`,
    rule: 'import-x/no-restricted-paths',
    message: 'release: deploy/ 不能引用上层的 core/',
  },
  {
    name: 'a server folder importing a folder above it',
    files: { [`server/src/ssr/${TAG}.ts`]: `export { CACHE } from '../site/server';\n` },
    checked: `server/src/ssr/${TAG}.ts`,
    rule: 'import-x/no-restricted-paths',
    message: 'server: ssr/ 不能引用上层的 site/',
  },
  {
    name: 'the server and the tools using the public exports (control)',
    files: {
      [`tools/src/${TAG}Clean.ts`]: `export { REPO_ROOT } from '@xingheng/release';\nexport { CACHE } from '@xingheng/server';\nexport { openDatabase } from '@xingheng/api';\n`,
    },
    checked: `tools/src/${TAG}Clean.ts`,
    rule: null,
  },
  {
    name: 'a clean file (control: shared and own files are allowed)',
    files: {
      [`mf-order/src/${TAG}Clean.ts`]: `import { parsePositiveId } from '@xingheng/shared';\nexport const id = parsePositiveId('7');\n`,
    },
    checked: `mf-order/src/${TAG}Clean.ts`,
    rule: null,
  },
];

interface LintMessage {
  ruleId: string | null;
  message: string;
}
interface LintResult {
  filePath: string;
  messages: LintMessage[];
}

const written: string[] = [];
let results: LintResult[] = [];

beforeAll(async () => {
  try {
    for (const fixture of FIXTURES) {
      for (const [file, source] of Object.entries(fixture.files)) {
        const full = path.join(ROOT, file);
        fs.mkdirSync(path.dirname(full), { recursive: true });
        fs.writeFileSync(full, source);
        written.push(full);
      }
    }
    const eslint = path.join(ROOT, 'node_modules/eslint/bin/eslint.js');
    const files = FIXTURES.map((fixture) => fixture.checked);
    // ESLint exits 1 when it reports errors: the JSON report on stdout is what counts.
    const run = promisify(execFile)(process.execPath, [eslint, '--format', 'json', ...files], {
      cwd: ROOT,
      maxBuffer: 16 * 1024 * 1024,
    }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '[]' }));
    results = JSON.parse((await run).stdout) as LintResult[];
  } finally {
    for (const file of written) fs.rmSync(file, { force: true });
    for (const dir of new Set(written.map((file) => path.dirname(file)))) {
      if (path.basename(dir).startsWith(TAG)) fs.rmSync(dir, { recursive: true, force: true });
    }
  }
}, 180_000);

describe('lint rules trip on code that breaks them', () => {
  it.each(FIXTURES)('$name', (fixture) => {
    const result = results.find((r) => r.filePath === path.join(ROOT, fixture.checked));
    expect(result).toBeDefined();
    const messages = result?.messages ?? [];
    if (fixture.rule === null) {
      expect(messages).toEqual([]);
      return;
    }
    const hits = messages.filter((m) => m.ruleId === fixture.rule);
    expect(hits).not.toHaveLength(0);
    if (fixture.message) expect(hits.map((m) => m.message).join('\n')).toContain(fixture.message);
  });
});
