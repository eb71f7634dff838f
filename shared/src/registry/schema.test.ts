import { DEFAULT_SITE_CONFIG } from '../config/runtime';
import { parseRegistry } from './schema';
import { RegistryError } from './registryChecks';

/**
 * `/mf-registry.json` is validated on load; problems are listed in Chinese
 * (docs/adr/0001-runtime-registry.md).
 */

function remote(name: string, prefixes: string[]) {
  return {
    name,
    version: '0.1.0-3f2a9c1-20261122T0301',
    entry: `/remotes/${name}/0.1.0-3f2a9c1-20261122T0301/mf-manifest.json`,
    prefixes,
  };
}

function validRegistry() {
  return {
    schemaVersion: 1,
    site: DEFAULT_SITE_CONFIG,
    remotes: [
      remote('mf-marketing', ['/', '/aboutus/*', '/partner', '/news/*']),
      {
        ...remote('mf-order', ['/order/*', '/productSolution/services/tryout/*']),
        entry: 'https://cdn.example.com/mf-order/0.1.1/mf-manifest.json',
        previous: { version: '0.1.0', entry: '/remotes/mf-order/0.1.0/mf-manifest.json' },
      },
    ],
  };
}

function issuesOf(input: unknown): string[] {
  try {
    parseRegistry(input);
  } catch (error) {
    if (error instanceof RegistryError) return error.issues;
    throw error;
  }
  throw new Error('parseRegistry accepted an invalid registry');
}

describe('parseRegistry', () => {
  it('returns a valid registry typed and unchanged', () => {
    const input = validRegistry();
    const registry = parseRegistry(input);
    expect(registry).toEqual(input);
    expect(registry.remotes[1]?.previous?.version).toBe('0.1.0');
  });

  it('throws a RegistryError whose message lists the issues', () => {
    expect(() => parseRegistry({ ...validRegistry(), schemaVersion: 2 })).toThrow(RegistryError);
    expect(() => parseRegistry(null)).toThrow(/站点注册表无效/);
  });

  it('names a missing site config, in Chinese', () => {
    const { schemaVersion, remotes } = validRegistry();
    const issues = issuesOf({ schemaVersion, remotes });
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatch(/^site: 无效输入/);
    expect(issues[0]).not.toMatch(/Invalid/);
  });

  it('reports a wrong field inside site by its path, in Chinese', () => {
    const input = {
      ...validRegistry(),
      site: { ...DEFAULT_SITE_CONFIG, userCenterHost: 'console' },
    };
    expect(issuesOf(input)).toEqual(['site.userCenterHost: 用户中心地址须为 URL']);
  });

  it('takes the coverage host as an absolute URL or a path of this site, nothing else', () => {
    for (const coverageHost of ['https://coverage.example.com', '/api', '/coverage-api/v1']) {
      expect(() =>
        parseRegistry({ ...validRegistry(), site: { ...DEFAULT_SITE_CONFIG, coverageHost } }),
      ).not.toThrow();
    }
    for (const coverageHost of ['//evil.example.com', 'api', '', 'javascript:alert(1)']) {
      const input = { ...validRegistry(), site: { ...DEFAULT_SITE_CONFIG, coverageHost } };
      expect(issuesOf(input).join('\n')).toContain('覆盖查询服务地址须为 URL 或本站路径');
    }
  });

  it('rejects a prefix without a leading slash, in Chinese', () => {
    const input = validRegistry();
    input.remotes[0] = remote('mf-marketing', ['news']);
    expect(issuesOf(input)).toEqual([
      'remotes.0.prefixes.0: 路由前缀须形如 "/"、"/partner" 或 "/news/*"',
    ]);
  });

  it('rejects an entry that is not an mf-manifest.json', () => {
    const input = validRegistry();
    input.remotes[0] = {
      ...remote('mf-marketing', ['/']),
      entry: '/remotes/mf-marketing/remoteEntry.js',
    };
    expect(issuesOf(input)).toEqual(['remotes.0.entry: 入口须指向某版本的 mf-manifest.json']);
  });

  it('rejects a prefix owned by two remotes, naming both', () => {
    const input = validRegistry();
    input.remotes.push(remote('mf-support', ['/support/*', '/news/*']));
    const issues = issuesOf(input);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toContain('路由前缀 /news/* 同时属于 mf-marketing 与 mf-support');
  });

  it('rejects a remote registered twice', () => {
    const input = validRegistry();
    input.remotes.push(remote('mf-order', ['/cart']));
    const issues = issuesOf(input);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toContain('远程应用 mf-order 重复登记');
  });

  it('rejects a bad remote name and a remote with no prefixes', () => {
    const input = validRegistry();
    input.remotes[0] = remote('marketing', []);
    expect(issuesOf(input)).toEqual([
      'remotes.0.name: 远程应用名须形如 "mf-order"',
      'remotes.0.prefixes: 每个远程应用至少拥有一个路由前缀',
    ]);
  });
});
