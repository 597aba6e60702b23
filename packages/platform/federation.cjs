/**
 * The one list of dependencies shared as singletons across the shell and every remote.
 * Versions come from this package's package.json so the shell and the remotes agree.
 *
 * The shell provides every entry. Remotes never bundle their own copy (`import: false`):
 * they always run on the shell's React, antd and platform, so contexts (auth, i18n,
 * antd's ConfigProvider, the query client) are one instance across the page.
 * A remote's standalone dev build provides them itself.
 */
const pkg = require('./package.json');

const packages = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  '@tanstack/react-query',
  'antd',
  '@ant-design/cssinjs',
  'dayjs',
  'i18next',
  'react-i18next',
];

/** Shared under the library's names, but provided from the platform's entry of the router API the apps use. */
const routerEntry = require.resolve('./src/router/router-exports.ts');
const routerPackages = ['react-router', 'react-router-dom'];

/** Subpath imports of these packages are shared too (react/jsx-runtime, react-dom/client). */
const withSubpaths = ['react', 'react-dom'];

/** The platform itself and its design-system entries, each one shared module. */
const platformEntries = [
  '@estate/platform',
  '@estate/platform/ui',
  '@estate/platform/ui-extra',
  '@estate/platform/ui-form',
  '@estate/platform/ui-data',
  '@estate/platform/ui-date',
];

function sharedDependencies({ provide }) {
  const shared = {};
  const entry = (requiredVersion) => ({
    singleton: true,
    requiredVersion,
    ...(provide ? {} : { import: false }),
  });
  for (const name of packages) {
    const version = pkg.dependencies[name];
    if (!version) throw new Error(`${name} is shared but not a dependency of @estate/platform`);
    shared[name] = entry(version);
    if (provide && routerPackages.includes(name)) shared[name] = { ...shared[name], import: routerEntry, version };
    if (withSubpaths.includes(name)) shared[`${name}/`] = entry(version);
  }
  for (const name of platformEntries) {
    shared[name] = { ...entry(pkg.version), version: pkg.version };
  }
  return shared;
}

module.exports = { sharedDependencies, sharedPackageNames: [...packages, ...platformEntries] };
