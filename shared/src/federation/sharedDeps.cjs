// The one list of shared singletons (docs/stack.md "Webpack and Module Federation"). Every webpack
// config (the shell and the four remotes) builds its Module Federation `shared` option from this
// file, so a package is either a singleton everywhere or nowhere.
//
// antd is deliberately NOT here: shared whole it ships every component to every visitor (see
// docs/stack.md "Size and speed"). Each app tree-shakes its own antd; theme and locale stay identical
// because every app wraps its routes in `@xingheng/shared/ui`'s providers (bundled per app).
const path = require('node:path');

/** Package names shared as singletons, in the order they are listed to the federation plugin. */
const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  // react-router through the one module that re-exports what the apps use, so the shared copy is
  // tree-shaken (33 instead of 65 KB gzip): shared/src/router/index.ts.
  '@xingheng/shared/router',
  'react-redux',
  '@reduxjs/toolkit',
  'axios',
  '@xingheng/shared',
];

/**
 * Reads the installed version of a package (subpaths use their package's version).
 * @param {string} request e.g. `react-dom/client`
 * @returns {string} the exact installed version, e.g. `19.3.1`
 */
function installedVersion(request) {
  const parts = request.split('/');
  const pkgName = request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  const pkgJson = require.resolve(`${pkgName}/package.json`, {
    paths: [path.resolve(__dirname, '../..')],
  });
  return require(pkgJson).version;
}

/**
 * Builds the `shared` option of ModuleFederationPlugin.
 * @returns {Record<string, {singleton: true, requiredVersion: string, version: string, strictVersion: boolean}>}
 *   one entry per singleton; `requiredVersion` is `^<installed>` so a remote built against a newer
 *   minor still loads with the shell's copy.
 */
function federationShared() {
  return Object.fromEntries(
    SHARED_SINGLETONS.map((name) => {
      const version = installedVersion(name);
      return [
        name,
        { singleton: true, requiredVersion: `^${version}`, version, strictVersion: false },
      ];
    }),
  );
}

/**
 * The federation id of a remote: registry names use dashes (`mf-order`), federation container
 * names must be valid identifiers (`mf_order`).
 * @param {string} remoteName registry name, e.g. `mf-order`
 * @returns {string} e.g. `mf_order`
 */
function federationName(remoteName) {
  return remoteName.replace(/-/g, '_');
}

module.exports = { SHARED_SINGLETONS, federationShared, federationName, installedVersion };
