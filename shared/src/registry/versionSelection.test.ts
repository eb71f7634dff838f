import type { RemoteRecord } from './schema';
import {
  formatVersionOverrides,
  parseCanaryBucket,
  parseVersionOverrides,
  remoteVersionEntry,
  versionCandidates,
} from './versionSelection';

const support: RemoteRecord = {
  name: 'mf-support',
  version: 'v2',
  entry: remoteVersionEntry('mf-support', 'v2'),
  prefixes: ['/support/*'],
  previous: { version: 'v1', entry: remoteVersionEntry('mf-support', 'v1') },
  canary: { version: 'v3', entry: remoteVersionEntry('mf-support', 'v3'), percent: 50 },
};

describe('versionCandidates', () => {
  it('tries the active version, then the previous one, for a visitor outside the canary', () => {
    expect(versionCandidates(support, { bucket: 50 }).map((r) => r.version)).toEqual(['v2', 'v1']);
    expect(versionCandidates(support).map((r) => r.version)).toEqual(['v2', 'v1']);
  });
  it('tries the canary first for a bucket below the percentage', () => {
    expect(versionCandidates(support, { bucket: 49 }).map((r) => r.version)).toEqual([
      'v3',
      'v2',
      'v1',
    ]);
  });
  it('tries a pinned version alone, at its versioned path', () => {
    expect(versionCandidates(support, { bucket: 0, pinned: 'v9' })).toEqual([
      { version: 'v9', entry: '/remotes/mf-support/v9/mf-manifest.json' },
    ]);
  });
  it('never lists a version twice', () => {
    const same = { ...support, previous: { version: 'v2', entry: support.entry } };
    expect(versionCandidates(same).map((r) => r.version)).toEqual(['v2']);
  });
});

describe('cookies', () => {
  it('round-trips overrides and ignores malformed pairs', () => {
    const parsed = parseVersionOverrides(
      encodeURIComponent('mf-support@0.1.0-abc,evil@1,mf-order@../../x'),
    );
    expect([...parsed]).toEqual([['mf-support', '0.1.0-abc']]);
    expect(formatVersionOverrides(parsed)).toBe('mf-support@0.1.0-abc');
    expect(parseVersionOverrides(undefined).size).toBe(0);
  });
  it('accepts buckets 0–99 only', () => {
    expect(parseCanaryBucket('0')).toBe(0);
    expect(parseCanaryBucket('99')).toBe(99);
    expect(parseCanaryBucket('100')).toBeUndefined();
    expect(parseCanaryBucket('x')).toBeUndefined();
    expect(parseCanaryBucket(undefined)).toBeUndefined();
  });
});
