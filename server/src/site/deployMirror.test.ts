import { registryWithOwnership } from '@xingheng/shared/registry';
import { LOCAL_SITE_CONFIG } from '@xingheng/release';
import { deploySyncMsFromEnv, versionsNamed } from './deployMirror';

describe('versionsNamed', () => {
  it('names each remote’s active, previous, canary and withdrawn versions, and the page’s shell', () => {
    const registry = registryWithOwnership(LOCAL_SITE_CONFIG, (name) =>
      name === 'mf-order'
        ? {
            version: 'v3',
            entry: '/remotes/mf-order/v3/mf-manifest.json',
            previous: { version: 'v2', entry: '/remotes/mf-order/v2/mf-manifest.json' },
            canary: { version: 'v4', entry: '/remotes/mf-order/v4/mf-manifest.json', percent: 10 },
            withdrawn: ['v1'],
          }
        : { version: 'v1', entry: `/remotes/${name}/v1/mf-manifest.json` },
    );
    const page =
      '<script defer src="/shell/1.2.0-abc1234-20261128T0100/main.js"></script>' +
      '<link rel="preload" href="/shell/1.2.0-abc1234-20261128T0100/main.css">';
    const named = versionsNamed(registry, page).map((v) => `${v.app}@${v.version}`);
    expect(named.sort()).toEqual([
      'mf-account@v1',
      'mf-marketing@v1',
      'mf-order@v1',
      'mf-order@v2',
      'mf-order@v3',
      'mf-order@v4',
      'mf-support@v1',
      'shell@1.2.0-abc1234-20261128T0100',
    ]);
  });
});

describe('deploySyncMsFromEnv', () => {
  it('defaults to a second and refuses what is not 100–600000 ms, naming the setting', () => {
    expect(deploySyncMsFromEnv(undefined)).toBe(1000);
    expect(deploySyncMsFromEnv('250')).toBe(250);
    for (const raw of ['0', '50', '1.5', 'abc', '700000']) {
      expect(() => deploySyncMsFromEnv(raw)).toThrow(/^XH_DEPLOY_SYNC_MS/);
    }
  });
});
