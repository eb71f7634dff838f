import { parseRegistry, type Registry } from '@xingheng/shared/registry';
import { readJsonScript, REGISTRY_SCRIPT_ID } from '../ssr/ssrPayload';

/** Where the runtime registry is served (no-store), relative to the site root. */
export const REGISTRY_URL = '/mf-registry.json';

/**
 * Fetches and validates the runtime registry (docs/adr/0001-runtime-registry.md).
 * @param fetchImpl injectable for tests
 * @returns the typed registry
 * @throws RegistryError (Chinese issues) when the file is malformed, or Error when unreachable
 */
export async function fetchRegistry(fetchImpl: typeof fetch = fetch): Promise<Registry> {
  const response = await fetchImpl(REGISTRY_URL, { cache: 'no-store' });
  if (!response.ok) throw new Error(`站点注册表无法读取（HTTP ${response.status}）`);
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new Error('站点注册表不是有效的 JSON');
  }
  return parseRegistry(json);
}

/**
 * The registry the page carries (a server-rendered page inlines it as a JSON script, so the shell
 * starts without a request: docs/performance.md "No waterfall").
 * @returns the validated registry, or `undefined` when the page has none
 * @throws RegistryError when the inlined registry is malformed
 */
export function inlineRegistry(): Registry | undefined {
  const json = readJsonScript(REGISTRY_SCRIPT_ID);
  return json === undefined ? undefined : parseRegistry(json);
}
