import Cookies from 'js-cookie';
import { DEFAULT_SITE_CONFIG, setSiteConfig } from '@xingheng/shared';
import {
  CANARY_BUCKET_COOKIE,
  VERSION_OVERRIDE_COOKIE,
  versionCandidates,
  type RemoteRecord,
} from '@xingheng/shared/registry';
import {
  drawCanaryBucket,
  readOrCreateCanaryBucket,
  readVisitorVersions,
  type CookieJar,
} from './visitorVersions';

/**
 * The canary bucket cookie and the pinned versions (docs/adr/0002-release-ledger.md), on jsdom
 * cookies.
 */

function clearCookies() {
  Cookies.remove(CANARY_BUCKET_COOKIE, { path: '/' });
  Cookies.remove(VERSION_OVERRIDE_COOKIE, { path: '/' });
}

beforeEach(clearCookies);
afterEach(() => {
  clearCookies();
  setSiteConfig(DEFAULT_SITE_CONFIG);
});

/** A cookie jar that records what is written. */
function recordingJar(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const writes: { name: string; value: string; attributes: Cookies.CookieAttributes }[] = [];
  const jar: CookieJar = {
    get: (name) => values.get(name),
    set: (name, value, attributes) => {
      values.set(name, value);
      writes.push({ name, value, attributes });
    },
  };
  return { jar, writes };
}

describe('readOrCreateCanaryBucket', () => {
  it('draws a bucket when there is no cookie and stores it for a year on path /, SameSite=Lax', () => {
    const { jar, writes } = recordingJar();
    expect(readOrCreateCanaryBucket(jar, () => 37)).toBe(37);
    expect(writes).toEqual([
      {
        name: 'xh_canary_bucket',
        value: '37',
        attributes: { expires: 365, path: '/', sameSite: 'Lax' },
      },
    ]);
  });

  it('marks the cookie Secure on a page served over HTTPS', () => {
    const { jar, writes } = recordingJar();
    readOrCreateCanaryBucket(jar, () => 8, 'https:');
    expect(writes[0]?.attributes).toEqual({
      expires: 365,
      path: '/',
      sameSite: 'Lax',
      secure: true,
    });
  });

  it('sets the cookie on the configured cookieDomain', () => {
    setSiteConfig({ ...DEFAULT_SITE_CONFIG, cookieDomain: '.example.com' });
    const { jar, writes } = recordingJar();
    readOrCreateCanaryBucket(jar, () => 5);
    expect(writes[0]?.attributes).toEqual({
      expires: 365,
      path: '/',
      sameSite: 'Lax',
      domain: '.example.com',
    });
  });

  it('keeps the bucket of the cookie: same visitor, same bucket, nothing rewritten', () => {
    const { jar, writes } = recordingJar({ xh_canary_bucket: '42' });
    const draw = jest.fn(() => 7);
    expect(readOrCreateCanaryBucket(jar, draw)).toBe(42);
    expect(draw).not.toHaveBeenCalled();
    expect(writes).toEqual([]);
  });

  it.each(['abc', '100', '-1', '4.5', ''])(
    'replaces a malformed cookie %p with a new draw',
    (bad) => {
      const { jar, writes } = recordingJar({ xh_canary_bucket: bad });
      expect(readOrCreateCanaryBucket(jar, () => 3)).toBe(3);
      expect(writes.map((w) => w.value)).toEqual(['3']);
    },
  );

  it('with the browser cookie: the first call creates it, every reload reads the same bucket', () => {
    const first = readOrCreateCanaryBucket();
    expect(Cookies.get(CANARY_BUCKET_COOKIE)).toBe(String(first));
    const draw = jest.fn(() => (first + 1) % 100);
    for (let reload = 0; reload < 5; reload += 1) {
      expect(readOrCreateCanaryBucket(Cookies, draw)).toBe(first);
    }
    expect(draw).not.toHaveBeenCalled();
  });

  it('gives the same visitor the same canary decision on every reload', () => {
    const support: RemoteRecord = {
      name: 'mf-support',
      version: 'v2',
      entry: '/remotes/mf-support/v2/mf-manifest.json',
      prefixes: ['/support/*'],
      canary: { version: 'v3', entry: '/remotes/mf-support/v3/mf-manifest.json', percent: 50 },
    };
    Cookies.set(CANARY_BUCKET_COOKIE, '10', { path: '/' });
    const choices = Array.from(
      { length: 3 },
      () => versionCandidates(support, { bucket: readOrCreateCanaryBucket() })[0]?.version,
    );
    expect(choices).toEqual(['v3', 'v3', 'v3']);
  });
});

describe('drawCanaryBucket', () => {
  it('draws integers 0–99', () => {
    const draws = Array.from({ length: 2000 }, () => drawCanaryBucket());
    expect(draws.every((b) => Number.isInteger(b) && b >= 0 && b <= 99)).toBe(true);
    expect(new Set(draws).size).toBeGreaterThan(90);
  });
});

describe('readVisitorVersions', () => {
  it('reads the bucket and the pinned versions of the override cookie', () => {
    Cookies.set(CANARY_BUCKET_COOKIE, '88', { path: '/' });
    Cookies.set(VERSION_OVERRIDE_COOKIE, 'mf-support@0.1.0-abc,mf-order@0.2.0-def', { path: '/' });
    const { bucket, overrides } = readVisitorVersions();
    expect(bucket).toBe(88);
    expect([...overrides]).toEqual([
      ['mf-support', '0.1.0-abc'],
      ['mf-order', '0.2.0-def'],
    ]);
  });

  it('has no pinned versions without the override cookie', () => {
    expect(readVisitorVersions().overrides.size).toBe(0);
  });
});
