// Lint for the whole monorepo. The boundaries of docs/architecture.md are enforced here, and
// `tools/src/lint/lintRules.lint.test.ts` breaks each rule on purpose to prove it still trips
// (an import rule without a TypeScript-aware resolver silently checks nothing).
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

const root = import.meta.dirname;
/**
 * The remotes, as the root package.json lists their workspaces (`mf-*`); `REMOTE_NAMES` of
 * `@xingheng/shared/registry` must agree (tools/src/lint/remoteList.lint.test.ts).
 */
const remotes = JSON.parse(
  fs.readFileSync(path.join(root, 'package.json'), 'utf8'),
).workspaces.filter((workspace) => workspace.startsWith('mf-'));
const apps = ['shell', ...remotes];
/** Workspaces of ours that browser code must never import from source. */
const nodeWorkspaces = ['api', 'server', 'release', 'tools', 'e2e'];
/**
 * The Node workspaces in layers (docs/architecture.md "Node workspaces"), lowest first: the release
 * platform, the server (which runs the release platform's canary watcher and publishes at start),
 * the developer tools, the end-to-end suite. A workspace uses a lower one only through its package entry (`index.ts`,
 * and `testing` for test helpers; the tools' `cluster` for the cluster tests), never a higher one.
 */
const nodeLayers = [
  { name: 'release', entries: ['./index.ts', './core/testing.ts'] },
  { name: 'server', entries: ['./index.ts'] },
  { name: 'tools', entries: ['./cluster/startCluster.ts'] },
  { name: 'e2e', entries: [] },
];
/**
 * The folders inside a workspace in layers, lowest first: a folder never imports one above it, so
 * the folders cannot form a cycle (tools/src/lint/folderCycles.lint.test.ts checks the real graph).
 */
const folderLayers = {
  release: ['deploy', 'build', 'budget', 'core', 'ui', 'cli'],
  server: ['testing', 'ssr', 'site', 'nginx', 'operator', 'cli'],
};
/**
 * Folders for measurement only (docs/performance.md): `monolith` bundles the shell and every remote
 * without federation. It may import anything (no zone targets it); nothing of the site imports it.
 */
const measurementOnly = ['monolith'];

/** The feature folders of a remote, read from disk so a new feature is covered without an edit. */
function featuresOf(remote) {
  const dir = path.join(root, remote, 'src', 'features');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/**
 * The layers inside a remote (docs/architecture.md): `routes/` compose `features/`; a feature uses
 * `components/`, `lib/` and `content/` but never another feature; the lower layers never reach up.
 */
function layerZones(remote) {
  const src = `./${remote}/src`;
  const upper = (layer, forbidden, why) =>
    forbidden.map((from) => ({
      target: `${src}/${layer}`,
      from: `${src}/${from}`,
      message: `${remote}: ${layer}/ 不能引用 ${from}/（${why}）。`,
    }));
  return [
    ...upper('features', ['routes', 'exposes'], '功能模块由路由组合，不反向依赖'),
    ...upper('components', ['features', 'routes', 'exposes'], '通用组件位于功能模块之下'),
    ...upper('lib', ['components', 'features', 'routes', 'exposes'], 'lib 是最底层'),
    ...upper('content', ['components', 'features', 'routes', 'exposes'], '内容数据是最底层'),
    ...featuresOf(remote).map((feature) => ({
      target: `${src}/features/${feature}`,
      from: `${src}/features`,
      except: [`./${feature}`],
      message: `${remote}: 功能模块 ${feature} 不能引用其他功能模块；共用部分下沉到 components/ 或 lib/。`,
    })),
  ];
}

/** The Node workspaces' zones: no higher layer, a lower one only through its entries, no API internals. */
function nodeZones() {
  const zones = [];
  nodeLayers.forEach((layer, index) => {
    const target = `./${layer.name}`;
    for (const higher of nodeLayers.slice(index + 1)) {
      zones.push({
        target,
        from: `./${higher.name}`,
        message: `${layer.name} 不能引用 ${higher.name}（上层工作区；见 docs/architecture.md）。`,
      });
    }
    for (const lower of nodeLayers.slice(0, index)) {
      zones.push({
        target,
        from: `./${lower.name}/src`,
        except: lower.entries,
        message: `${layer.name} 只能通过 @xingheng/${lower.name} 的公开导出引用它，不能引用其内部文件。`,
      });
    }
  });
  for (const target of nodeLayers.map((layer) => layer.name)) {
    zones.push({
      target: `./${target}`,
      from: './api/src',
      except: ['./index.ts'],
      message: `${target} 只能通过 @xingheng/api 的公开导出引用 API，不能引用 api/src 的内部文件。`,
    });
  }
  for (const [name, folders] of Object.entries(folderLayers)) {
    folders.forEach((folder, index) => {
      for (const higher of folders.slice(index + 1)) {
        zones.push({
          target: `./${name}/src/${folder}`,
          from: `./${name}/src/${higher}`,
          message: `${name}: ${folder}/ 不能引用上层的 ${higher}/。`,
        });
      }
    });
  }
  return zones;
}

/** Every forbidden (target, from) pair between workspaces and inside the remotes. */
const boundaryZones = [
  // A remote imports `shared` and its own files only.
  ...remotes.flatMap((target) =>
    [...apps, ...nodeWorkspaces]
      .filter((from) => from !== target)
      .map((from) => ({
        target: `./${target}/src`,
        from: `./${from}`,
        message: `${target} 只能引用自己的源码与 @xingheng/shared；其他应用通过 federation 加载。`,
      })),
  ),
  // The shell reaches remotes only through federation ids.
  ...[...remotes, ...nodeWorkspaces].map((from) => ({
    target: './shell/src',
    from: `./${from}`,
    message: `shell 只能通过 federation 模块 id 加载 ${from}，不能直接引用其源码。`,
  })),
  // `shared` imports nothing of ours.
  ...[...apps, ...nodeWorkspaces].map((from) => ({
    target: './shared/src',
    from: `./${from}`,
    message: 'shared 不依赖任何其他工作区。',
  })),
  // The API serves the contract; it never imports a front end (search entries come with releases).
  ...[...apps, 'server', 'release', 'tools', 'e2e'].map((from) => ({
    target: './api/src',
    from: `./${from}`,
    message: 'api 不引用前端或工具的源码。',
  })),
  // The monolith is for measurement only: the site never depends on it.
  ...['shell', ...remotes, 'shared', 'api'].flatMap((target) =>
    measurementOnly.map((from) => ({
      target: `./${target}/src`,
      from: `./${from}`,
      message: `${from} 仅供性能测量（docs/performance.md），站点代码不能引用它。`,
    })),
  ),
  ...remotes.flatMap(layerZones),
  ...nodeZones(),
];

const untypedHooks = {
  name: 'react-redux',
  importNames: ['useSelector', 'useDispatch'],
  message: '使用 @xingheng/shared 的 useAppSelector / useAppDispatch。',
};
const testingOnly = {
  name: '@xingheng/shared/testing',
  message: '@xingheng/shared/testing 只供测试使用，不能进入生产代码。',
};
/**
 * Browser code reaches react-router only through `@xingheng/shared/router`, the federation
 * singleton that re-exports what the apps use (so the shared copy is tree-shaken; a direct import
 * would also bundle a second router whose contexts no page shares). Type imports are erased.
 */
const routerDirect = ['react-router', 'react-router/dom', 'react-router-dom'].map((name) => ({
  name,
  allowTypeImports: true,
  message: '浏览器代码通过 @xingheng/shared/router 使用 react-router（共享单例，按需打包）。',
}));
/**
 * Inside a remote, an import climbs at most three folders; past that it names the layer through
 * the remote's package `imports` (`#lib/money`, `#features/trial/api`, `#paths`).
 */
const deepRelative = {
  group: ['../../../../*'],
  message:
    '相对路径不超过三层；用本远程应用 package.json imports 的别名（#lib/…、#features/…、#paths）。',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'var/**',
      'deploy/**',
      'test-results/**',
      'playwright-report/**',
      '.tmp/**',
      '.tsbuildcache/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
    settings: {
      // Dependencies are parsed as TypeScript (no-cycle follows them) and resolved with their
      // `.ts`/`.tsx` extensions and the workspaces' `exports`, so the path rules see every import.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
          conditionNames: ['types', 'import', 'require', 'node', 'browser', 'default'],
        }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones, basePath: root }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-unresolved': ['error', { ignore: ['^mf_[a-z]+/'] }],
      'no-restricted-imports': ['error', { paths: [untypedHooks, testingOnly] }],
    },
  },
  {
    // The browser code of the shell and of shared (the remotes' block below says it for them).
    files: ['shell/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}'],
    ignores: ['shell/src/ssr/renderPage.tsx', 'shared/src/router/index.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [untypedHooks, testingOnly, ...routerDirect] }],
    },
  },
  {
    // Tests and their helpers may use the test helpers of `@xingheng/shared/testing`.
    files: ['**/*.test.{ts,tsx}', '**/testing/**', 'tools/jest/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [untypedHooks] }] },
  },
  {
    files: remotes.map((remote) => `${remote}/src/**/*.{ts,tsx}`),
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [untypedHooks, testingOnly, ...routerDirect], patterns: [deepRelative] },
      ],
    },
  },
  {
    files: remotes.flatMap((remote) => [
      `${remote}/src/**/*.test.{ts,tsx}`,
      `${remote}/src/**/testing/**`,
    ]),
    rules: {
      'no-restricted-imports': ['error', { paths: [untypedHooks], patterns: [deepRelative] }],
    },
  },
  {
    // The one place allowed to wrap react-redux's untyped hooks into the typed ones.
    files: ['shared/src/store/store.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.{cjs,js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: { ...globals.node }, sourceType: 'commonjs' },
    rules: {
      ...tseslint.configs.disableTypeChecked.rules,
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  { files: ['**/*.mjs'], languageOptions: { sourceType: 'module' } },
);
