import { DEFAULT_SITE_CONFIG } from '@xingheng/shared';
import { RegistryError } from '@xingheng/shared/registry';
import { fetchRegistry, REGISTRY_URL } from './registry';

/** The shell reads and validates `/mf-registry.json` (docs/adr/0001-runtime-registry.md). */

const validBody = {
  schemaVersion: 1,
  site: DEFAULT_SITE_CONFIG,
  remotes: [
    {
      name: 'mf-support',
      version: '0.1.0-3f2a9c1-20261122T0301',
      entry: '/remotes/mf-support/0.1.0-3f2a9c1-20261122T0301/mf-manifest.json',
      prefixes: ['/support/*', '/notices/*'],
    },
  ],
};

function fakeFetch(response: Response) {
  return jest.fn<Promise<Response>, Parameters<typeof fetch>>(() => Promise.resolve(response));
}

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

async function caught(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the promise to reject');
}

describe('fetchRegistry', () => {
  it('requests /mf-registry.json without the HTTP cache and returns the parsed registry', async () => {
    const fetchImpl = fakeFetch(json(validBody));
    await expect(fetchRegistry(fetchImpl)).resolves.toEqual(validBody);
    expect(REGISTRY_URL).toBe('/mf-registry.json');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledWith('/mf-registry.json', { cache: 'no-store' });
  });

  it('rejects with an Error naming the HTTP status when the file cannot be read', async () => {
    const error = await caught(fetchRegistry(fakeFetch(new Response('oops', { status: 500 }))));
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(RegistryError);
    expect((error as Error).message).toMatch(/HTTP 500/);
  });

  it('rejects when the body is not JSON', async () => {
    await expect(
      fetchRegistry(fakeFetch(new Response('<!doctype html><title>网关错误</title>'))),
    ).rejects.toThrow(new Error('站点注册表不是有效的 JSON'));
  });

  it('rejects a malformed registry with a RegistryError listing Chinese issues', async () => {
    const [first] = validBody.remotes;
    const body = { ...validBody, remotes: [{ ...first, prefixes: ['support'] }] };
    const error = await caught(fetchRegistry(fakeFetch(json(body))));
    expect(error).toBeInstanceOf(RegistryError);
    expect((error as RegistryError).issues).toEqual([
      'remotes.0.prefixes.0: 路由前缀须形如 "/"、"/partner" 或 "/news/*"',
    ]);
  });

  it('rejects when fetch itself fails (network down)', async () => {
    const fetchImpl = jest.fn<Promise<Response>, Parameters<typeof fetch>>(() =>
      Promise.reject(new TypeError('Failed to fetch')),
    );
    await expect(fetchRegistry(fetchImpl)).rejects.toThrow('Failed to fetch');
  });
});
