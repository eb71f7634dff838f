// Lint for the whole monorepo. Boundaries (STYLE.md): `shared` imports nothing of ours, a remote
// imports `shared` and never another remote's or the shell's source, the shell reaches remotes
// only through federation ids.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';

const apps = ['shell', 'mf-marketing', 'mf-account', 'mf-order', 'mf-support'];

/** Each app may import only itself and `shared`: one zone per forbidden (target, from) pair. */
const boundaryZones = [
  ...apps.flatMap((target) =>
    [...apps, 'api']
      .filter((from) => from !== target)
      .map((from) => ({
        target: `./${target}/src`,
        from: `./${from}/src`,
        message: `${target} 不能直接引用 ${from} 的源码：通过 federation 或 shared 交互。`,
      })),
  ),
  // The API reads only the marketing pages' content records (for the site search), nothing else.
  ...apps
    .filter((from) => from !== 'mf-marketing')
    .map((from) => ({
      target: './api/src',
      from: `./${from}/src`,
      message: 'api 不引用前端源码。',
    })),
  {
    target: './api/src',
    from: './mf-marketing/src',
    except: ['./content'],
    message: 'api 只能引用 mf-marketing/content（页面内容数据）。',
  },
  ...[...apps, 'api', 'scripts'].map((from) => ({
    target: './shared/src',
    from: `./${from}`,
    message: 'shared 不依赖任何其他工作区。',
  })),
];

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
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useSelector', 'useDispatch'],
              message: '使用 @xingheng/shared 的 useAppSelector / useAppDispatch。',
            },
          ],
        },
      ],
    },
  },
  {
    // The one place allowed to wrap react-redux's untyped hooks into the typed ones.
    files: ['shared/src/store/store.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.{cjs,js,mjs}'],
    languageOptions: { globals: { ...globals.node }, sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  { files: ['**/*.mjs'], languageOptions: { sourceType: 'module' } },
);
