/**
 * How one remote uses another remote's exposed component (docs/adr/0003-address-book-component.md):
 * never by importing its source, always through the shell, which knows which version of that
 * remote this visitor gets (canary, active, previous) and registers it with the federation
 * runtime. The shell installs the loader at start; this module, part of the `@xingheng/shared`
 * singleton, hands it to every remote.
 */

/**
 * Loads `expose` (e.g. `./AddressBook`) of the remote named `remote` (e.g. `mf-account`), at the
 * version the shell chose for this visitor.
 * @returns the module's exports (checked by the caller against its contract)
 */
export type FederatedModuleLoader = (remote: string, expose: string) => Promise<unknown>;

/** A federated module that could not be had: the remote is down, or the module breaks its contract. */
export class FederatedModuleUnavailable extends Error {
  /**
   * @param remote e.g. `mf-account`
   * @param expose e.g. `./AddressBook`
   * @param reason what went wrong (for the console; the page shows its own Chinese message)
   */
  constructor(
    readonly remote: string,
    readonly expose: string,
    reason: string,
  ) {
    super(`${remote} 的 ${expose} 无法加载：${reason}`);
    this.name = 'FederatedModuleUnavailable';
  }
}

let loader: FederatedModuleLoader | undefined;

/**
 * Installs the loader (the shell, once at start; tests, a fake).
 * @returns a function that removes it again
 */
export function setFederatedModuleLoader(next: FederatedModuleLoader): () => void {
  loader = next;
  return () => {
    if (loader === next) loader = undefined;
  };
}

/**
 * Loads another remote's exposed module and checks it against its contract.
 * @param remote the remote's registry name, e.g. `mf-account`
 * @param expose the expose key, e.g. `./AddressBook`
 * @param isModule the contract check, e.g. "its `default` is a component"
 * @returns the module
 * @throws FederatedModuleUnavailable when no shell installed a loader (a remote running alone), the
 *   remote cannot be loaded, or the module fails `isModule`
 */
export async function loadFederatedModule<T>(
  remote: string,
  expose: string,
  isModule: (value: unknown) => value is T,
): Promise<T> {
  if (!loader) throw new FederatedModuleUnavailable(remote, expose, '没有宿主应用提供联邦加载器');
  let value: unknown;
  try {
    value = await loader(remote, expose);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new FederatedModuleUnavailable(remote, expose, reason);
  }
  if (!isModule(value)) throw new FederatedModuleUnavailable(remote, expose, '模块不符合约定');
  return value;
}
