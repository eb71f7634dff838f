import type { Registry } from '@xingheng/shared/registry';
import { readJsonScript, REGISTRY_SCRIPT_ID } from '../ssr/ssrPayload';

/** Where the runtime registry is served (no-store), relative to the site root. */
export const REGISTRY_URL = '/mf-registry.json';

/**
 * Fetches and validates the runtime registry (docs/adr/0001-runtime-registry.md). The schema (and
 * zod with it) is loaded here, on this path only: a server-rendered page carries a registry the
 * server validated (`inlineRegistry`), and stays without it.
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
  const { parseRegistry } = await import('@xingheng/shared/registry/schema');
  return parseRegistry(json);
}

/**
 * The registry the page carries: a server-rendered page inlines, as a JSON script, the registry
 * the server read and validated with the same schema (server/src/site/server.ts `readRegistry`),
 * so the shell starts without a request and without loading the schema (docs/performance.md "No
 * waterfall", "Small pages").
 * @returns the registry, or `undefined` when the page has none
 */
export function inlineRegistry(): Registry | undefined {
  return readJsonScript(REGISTRY_SCRIPT_ID) as Registry | undefined;
}
