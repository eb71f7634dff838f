// Build of the mf-account remote: exposes its route group as `./routes`
// (docs/adr/0001-runtime-registry.md) and the address book as `./AddressBook` (contract
// `AddressBookModule` in shared/src/federation/addressBook.ts).
const { createAppConfig } = require('../tools/webpack/createAppConfig.cjs');

module.exports = createAppConfig({
  name: 'mf-account',
  dir: __dirname,
  exposes: {
    './routes': './src/exposes/routes.tsx',
    './AddressBook': './src/exposes/AddressBook.tsx',
  },
});
