// Apart from the schema (and zod), so a page can recognise the error, and check a remote name or a
// version, without loading either.

/** Raised when the registry cannot be used; `issues` are Chinese, one per problem. */
export class RegistryError extends Error {
  constructor(public readonly issues: string[]) {
    super(`站点注册表无效：${issues.join('；')}`);
    this.name = 'RegistryError';
  }
}

/** A remote's registry name (`mf-order`): `RemoteNameSchema`'s pattern. */
export const REMOTE_NAME_PATTERN = /^mf-[a-z]+$/;

/** A version string (`0.1.0-3f2a9c1-20261122T0301`): `VersionSchema`'s pattern. */
export const VERSION_PATTERN = /^[0-9A-Za-z.+_-]{1,80}$/;
