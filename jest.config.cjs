// The jest projects: `unit` (jsdom, components and client code next to the source), `api` (node,
// the Fastify API against temporary SQLite files) and `api-pg` (the same on PostgreSQL and Redis),
// `ops` (node, release and serving tooling: `*.ops.test.ts` under server/src and release/src, real
// files, child processes, nginx) and `ops-cluster` (`*.cluster.ops.test.ts`, the same tooling on the
// cluster's engines), and `lint` (node, `*.lint.test.ts`: fixtures that prove each lint rule still
// trips).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/**
 * The remotes, as the root package.json lists their workspaces (`mf-*`); `REMOTE_NAMES` of
 * `@xingheng/shared/registry` must agree (tools/src/lint/remoteList.lint.test.ts).
 */
const remotes = require('./package.json').workspaces.filter((w) => w.startsWith('mf-'));

/** ESM-only packages that jest must transpile. */
const esmPackages = [
  '@module-federation',
  '@ant-design/colors',
  '@ant-design/fast-color',
  'nanoid',
].join('|');

/** The API tests (node, the Fastify API against a database of its own per test API). */
const apiProject = {
  displayName: 'api',
  testEnvironment: 'node',
  roots: ['<rootDir>/api/src'],
  testMatch: ['**/*.test.ts'],
  // `*.postgres.test.ts`: what only a PostgreSQL server has (losing it, advisory locks);
  // `*.cluster.test.ts`: two nodes sharing Redis. Both run in api-pg only.
  testPathIgnorePatterns: ['/node_modules/', '\\.(postgres|cluster)\\.test\\.ts$'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  // light-my-request (fastify.inject) requires the ESM-only cookie@2.
  transformIgnorePatterns: ['/node_modules/(?!.*\\bcookie/dist/)'],
};

/**
 * Release and serving tooling (docs/releasing.md, docs/deployment.md): real files, child processes,
 * nginx; node env. `*.cluster.ops.test.ts` need the cluster's engines: `ops-cluster`.
 */
const opsProject = {
  displayName: 'ops',
  testEnvironment: 'node',
  roots: ['<rootDir>/release/src', '<rootDir>/server/src', '<rootDir>/tools/src'],
  testMatch: ['**/*.ops.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '\\.cluster\\.ops\\.test\\.ts$'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  transformIgnorePatterns: ['/node_modules/(?!.*\\bcookie/dist/)'],
  // Server code imports `@xingheng/shared/ui`, whose plain components import their stylesheets.
  moduleNameMapper: { '\\.(css|svg|png|jpg)$': '<rootDir>/tools/jest/fileStub.cjs' },
};

module.exports = {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: '<rootDir>/tools/jest/jsdomWithFetch.cjs',
      roots: [
        '<rootDir>/shared/src',
        '<rootDir>/shell/src',
        ...remotes.map((remote) => `<rootDir>/${remote}/src`),
        '<rootDir>/release/src',
        '<rootDir>/server/src',
        '<rootDir>/tools/src',
      ],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      testPathIgnorePatterns: ['/node_modules/', '\\.(ops|lint)\\.test\\.ts$'],
      transform: { '^.+\\.(t|j|mj)sx?$': swc },
      transformIgnorePatterns: [`/node_modules/(?!(${esmPackages})/)`],
      moduleNameMapper: { '\\.(css|svg|png|jpg)$': '<rootDir>/tools/jest/fileStub.cjs' },
      setupFilesAfterEnv: ['<rootDir>/tools/jest/setupDom.ts'],
    },
    apiProject,
    {
      // The same API tests on the cluster's engines: PostgreSQL (a throwaway cluster or
      // XH_TEST_PG_URL, one database per test API copied from a migrated template) and Redis
      // (docs/testing.md "Two database engines"). `*.sqlite.test.ts` files test what only the
      // SQLite engine has (its file, its pragmas).
      ...apiProject,
      displayName: 'api-pg',
      testPathIgnorePatterns: ['/node_modules/', '\\.sqlite\\.test\\.ts$'],
      globalSetup: '<rootDir>/tools/jest/clusterSetup.ts',
      globalTeardown: '<rootDir>/tools/jest/clusterTeardown.ts',
      setupFiles: ['<rootDir>/tools/jest/clusterEngines.cjs'],
    },
    opsProject,
    {
      // The same tooling against the cluster's engines (`*.cluster.ops.test.ts`): a shared deploy
      // target on the object storage stand-in with its ledger in PostgreSQL (docs/deployment.md
      // "Releases from any machine"); the engines of `api-pg`, started once for these files only.
      ...opsProject,
      displayName: 'ops-cluster',
      testMatch: ['**/*.cluster.ops.test.ts'],
      testPathIgnorePatterns: ['/node_modules/'],
      globalSetup: '<rootDir>/tools/jest/clusterSetup.ts',
      globalTeardown: '<rootDir>/tools/jest/clusterTeardown.ts',
      setupFiles: ['<rootDir>/tools/jest/clusterEngines.cjs'],
    },
    {
      // The lint rules themselves: fixtures that break each rule, linted by the real configuration.
      displayName: 'lint',
      testEnvironment: 'node',
      roots: ['<rootDir>/tools/src'],
      testMatch: ['**/*.lint.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc },
    },
  ],
};
