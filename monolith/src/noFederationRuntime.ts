// Stands in for `@module-federation/enhanced/runtime` in the monolith (monolith/webpack.config.cjs):
// every remote is bundled, so the shell's federation loaders are never called and the runtime's
// bytes stay out of the measurement.

function unavailable(what: string): Error {
  return new Error(`单体构建不含模块联邦运行时（${what}）`);
}

/**
 * Never called in the monolith (remotes are imported statically).
 * @throws Error always
 */
export function registerRemotes(): never {
  throw unavailable('registerRemotes');
}

/**
 * Never called in the monolith (remotes are imported statically).
 * @returns a promise that rejects with an `Error`
 */
export function loadRemote(id: string): Promise<never> {
  return Promise.reject(unavailable(`loadRemote ${id}`));
}
