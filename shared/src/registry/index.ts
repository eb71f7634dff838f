/** `@xingheng/shared/registry`: the registry schema and route ownership (bundled per app, pure). */
export * from './schema';
export * from './registryChecks';
export * from './ownership';
export * from './routeOwnership';
export * from './versionSelection';
export * from './remoteFailure';
export * from './remoteLoad';
export * from './searchEntries';
