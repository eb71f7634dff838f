import { registryWithOwnership } from '@xingheng/shared/registry';
import { LOCAL_SITE_CONFIG } from '@xingheng/release';
import { visitorVersions } from './visitorVersions';

/** A registry whose mf-support runs a 50 % canary. */
function canaryRegistry() {
  const registry = registryWithOwnership(LOCAL_SITE_CONFIG, (name) => ({
    version: '1.0.0',
    entry: `/remotes/${name}/1.0.0/mf-manifest.json`,
  }));
  const remotes = registry.remotes.map((remote) =>
    remote.name === 'mf-support'
      ? {
          ...remote,
          canary: {
            version: '1.1.0',
            entry: '/remotes/mf-support/1.1.0/mf-manifest.json',
            percent: 50,
          },
        }
      : remote,
  );
  return { ...registry, remotes };
}

describe('visitorVersions: the canary bucket cookie drawn on the server', () => {
  const registry = canaryRegistry();
  const owner = registry.remotes.find((remote) => remote.name === 'mf-support');

  it('is Secure when the site is served over HTTPS, like the browser sets it', () => {
    const { setCookies } = visitorVersions(undefined, registry, owner, () => 7, true);
    expect(setCookies).toEqual([
      'xh_canary_bucket=7; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    ]);
  });

  it('is not Secure on a plain-HTTP local site, where the browser could not store it', () => {
    const { setCookies } = visitorVersions(undefined, registry, owner, () => 7, false);
    expect(setCookies).toEqual(['xh_canary_bucket=7; Max-Age=31536000; Path=/; SameSite=Lax']);
  });
});
