import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { OpenedDeployTarget } from './openTarget';
import { openDeployTarget } from './openTarget';
import { openSharedTestTarget, standInClient } from './clusterTesting';
import type { DeployTarget } from './deployTarget';

// A deploy target in a bucket of the object storage stand-in, its ledger in PostgreSQL
// (docs/deployment.md "Releases from any machine"): what each method stores and reads, the headers
// visitors' caches obey, a version that is there only once whole.

const VERSION = '1.0.0-abc1234-20261128T0100';

let opened: OpenedDeployTarget;
let env: NodeJS.ProcessEnv;
let target: DeployTarget;
let tmp: string;

/** A build folder: a script, its map, a server build, a stylesheet, a page, a dotfile. */
function build(marker = 'entry'): string {
  const dir = fs.mkdtempSync(path.join(tmp, 'dist-'));
  fs.mkdirSync(path.join(dir, 'ssr'));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${marker} */`);
  fs.writeFileSync(path.join(dir, 'remoteEntry.js.map'), '{"version":3}');
  fs.writeFileSync(path.join(dir, 'ssr', 'remoteEntry.js'), 'module.exports = 1;');
  fs.writeFileSync(path.join(dir, 'ssr', 'remoteEntry.js.map'), '{"version":3,"ssr":1}');
  fs.writeFileSync(path.join(dir, 'main.css'), 'h1{}');
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html>');
  fs.writeFileSync(path.join(dir, '.build-fingerprint'), 'secret');
  return dir;
}

/** Every key in the target's bucket, sorted. */
async function keys(): Promise<string[]> {
  const { sdk, client } = await standInClient();
  try {
    const bucket = new URL(env.DEPLOY_URL ?? '').hostname;
    const listed = await client.send(new sdk.ListObjectsV2Command({ Bucket: bucket }));
    return (listed.Contents ?? []).map((o) => o.Key ?? '').sort();
  } finally {
    client.destroy();
  }
}

/** The headers an object was stored with. */
async function headers(key: string) {
  const { sdk, client } = await standInClient();
  try {
    const bucket = new URL(env.DEPLOY_URL ?? '').hostname;
    const head = await client.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: key }));
    return { contentType: head.ContentType, cacheControl: head.CacheControl };
  } finally {
    client.destroy();
  }
}

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'xh-s3target-'));
  ({ opened, env } = await openSharedTestTarget());
  target = opened.target;
});
afterAll(async () => {
  await opened.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('s3 deploy target', () => {
  it('uploads a version with the local layout, maps private only, nothing else', async () => {
    expect(target.description).toBe(env.DEPLOY_URL);
    expect(await target.hasVersion('mf-support', VERSION)).toBe(false);
    await target.uploadVersion('mf-support', VERSION, build());
    const v = `site/remotes/mf-support/${VERSION}`;
    const maps = `site/private/sourcemaps/mf-support/${VERSION}`;
    expect(await keys()).toEqual(
      [
        `${v}/.complete`,
        `${v}/index.html`,
        `${v}/main.css`,
        `${v}/remoteEntry.js`,
        `${v}/ssr/remoteEntry.js`,
        `${maps}/remoteEntry.js.map`,
        `${maps}/ssr/remoteEntry.js.map`,
      ].sort(),
    );
    expect(await target.hasVersion('mf-support', VERSION)).toBe(true);
    expect(await target.listVersions('mf-support')).toEqual([VERSION]);
    expect(await target.listVersions('mf-order')).toEqual([]);
    await expect(target.uploadVersion('mf-support', VERSION, build('other'))).rejects.toThrow(
      `mf-support ${VERSION} 已存在：版本不可覆盖`,
    );
  });

  it('reads version files and source maps, never a map, the marker or a dotfile as a file', async () => {
    expect(await target.readVersionFile('mf-support', VERSION, 'remoteEntry.js')).toBe(
      '/* entry */',
    );
    expect(await target.readVersionFile('mf-support', VERSION, 'ssr/remoteEntry.js')).toBe(
      'module.exports = 1;',
    );
    expect(await target.readVersionFile('mf-support', VERSION, 'remoteEntry.js.map')).toBe(
      undefined,
    );
    expect(await target.readVersionFile('mf-support', VERSION, '.complete')).toBeUndefined();
    expect(await target.readVersionFile('mf-support', VERSION, '.build-fingerprint')).toBe(
      undefined,
    );
    expect(await target.readVersionFile('mf-support', VERSION, 'missing.js')).toBeUndefined();
    expect(await target.readSourceMap('mf-support', VERSION, 'remoteEntry.js.map')).toBe(
      '{"version":3}',
    );
    expect(await target.readSourceMap('mf-support', VERSION, 'ssr/remoteEntry.js.map')).toBe(
      '{"version":3,"ssr":1}',
    );
    expect(await target.readSourceMap('mf-support', VERSION, 'remoteEntry.js')).toBeUndefined();
  });

  it('stores each file with its content type and cache policy', async () => {
    const v = `site/remotes/mf-support/${VERSION}`;
    const immutable = 'public, max-age=31536000, immutable';
    expect(await headers(`${v}/remoteEntry.js`)).toEqual({
      contentType: 'text/javascript; charset=utf-8',
      cacheControl: immutable,
    });
    expect(await headers(`${v}/main.css`)).toEqual({
      contentType: 'text/css; charset=utf-8',
      cacheControl: immutable,
    });
    expect(await headers(`${v}/index.html`)).toEqual({
      contentType: 'text/html; charset=utf-8',
      cacheControl: immutable,
    });
    await target.writeRoot('mf-registry.json', '{"remotes":{}}\n');
    await target.writeRoot('index.html', '<!doctype html><title>v1</title>');
    expect(await headers('site/mf-registry.json')).toEqual({
      contentType: 'application/json; charset=utf-8',
      cacheControl: 'no-store',
    });
    expect(await headers('site/index.html')).toEqual({
      contentType: 'text/html; charset=utf-8',
      cacheControl: 'no-cache',
    });
    await target.writeRoot('index.html', '<!doctype html><title>v2</title>');
    expect(await target.readRoot('index.html')).toBe('<!doctype html><title>v2</title>');
    expect(await target.readRoot('mf-registry.json')).toBe('{"remotes":{}}\n');
  });

  it('keeps the ledger in the database, never in the bucket', async () => {
    expect(await target.readRoot('release-ledger.json')).toBeUndefined();
    await target.writeRoot('release-ledger.json', '{"schemaVersion":1}');
    expect(await target.readRoot('release-ledger.json')).toBe('{"schemaVersion":1}');
    expect((await keys()).filter((k) => k.includes('ledger'))).toEqual([]);
    // Another machine opening the same target reads the same ledger.
    const other = await openDeployTarget(env.DEPLOY_URL ?? '', env);
    try {
      expect(await other.target.readRoot('release-ledger.json')).toBe('{"schemaVersion":1}');
    } finally {
      await other.close();
    }
  });

  it('downloads the public files and server build of a version, no map, no marker', async () => {
    const to = path.join(tmp, 'mirror', VERSION);
    await target.downloadVersion('mf-support', VERSION, to);
    expect(fs.readdirSync(to, { recursive: true, encoding: 'utf8' }).sort()).toEqual([
      'index.html',
      'main.css',
      'remoteEntry.js',
      'ssr',
      path.join('ssr', 'remoteEntry.js'),
    ]);
    expect(fs.readFileSync(path.join(to, 'remoteEntry.js'), 'utf8')).toBe('/* entry */');
    await expect(target.downloadVersion('mf-support', VERSION, to)).rejects.toThrow('已存在');
    await expect(
      target.downloadVersion('mf-support', '9.9.9-abc1234-20261128T0100', path.join(tmp, 'x')),
    ).rejects.toThrow(`mf-support 9.9.9-abc1234-20261128T0100 不在部署目标 ${env.DEPLOY_URL} 中`);
    expect(fs.existsSync(path.join(tmp, 'x'))).toBe(false);
  });

  it('hides a half-uploaded version, and lets a retry replace it whole', async () => {
    const half = '1.0.1-abc1234-20261128T0200';
    await target.uploadVersion('mf-support', half, build('half'));
    // A run that stopped before its last object: the marker never written.
    const { sdk, client } = await standInClient();
    try {
      const bucket = new URL(env.DEPLOY_URL ?? '').hostname;
      await client.send(
        new sdk.DeleteObjectCommand({
          Bucket: bucket,
          Key: `site/remotes/mf-support/${half}/.complete`,
        }),
      );
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: bucket,
          Key: `site/remotes/mf-support/${half}/stray.js`,
          Body: 'stray',
        }),
      );
    } finally {
      client.destroy();
    }
    expect(await target.hasVersion('mf-support', half)).toBe(false);
    expect(await target.listVersions('mf-support')).toEqual([VERSION]);
    expect(await target.readVersionFile('mf-support', half, 'remoteEntry.js')).toBeUndefined();
    expect(await target.readSourceMap('mf-support', half, 'remoteEntry.js.map')).toBeUndefined();
    await expect(
      target.downloadVersion('mf-support', half, path.join(tmp, 'half')),
    ).rejects.toThrow('不在部署目标');

    await target.uploadVersion('mf-support', half, build('retry'));
    expect(await target.readVersionFile('mf-support', half, 'remoteEntry.js')).toBe(
      '/* retry */',
    );
    expect(await target.readVersionFile('mf-support', half, 'stray.js')).toBeUndefined();
    expect((await target.listVersions('mf-support')).sort()).toEqual([VERSION, half].sort());
  });

  it('removes a version and its maps', async () => {
    await target.removeVersion('mf-support', '1.0.1-abc1234-20261128T0200');
    expect(await target.listVersions('mf-support')).toEqual([VERSION]);
    expect((await keys()).filter((k) => k.includes('1.0.1-'))).toEqual([]);
  });

  it('refuses at once a bucket that is not there, naming DEPLOY_URL', async () => {
    const missing = { ...env, DEPLOY_URL: 's3://xh-no-such-bucket/site' };
    await expect(openDeployTarget(missing.DEPLOY_URL, missing)).rejects.toThrow(
      '无法访问 DEPLOY_URL 的存储桶 xh-no-such-bucket',
    );
  });

  it('refuses at once a database that does not answer, naming DATABASE_URL', async () => {
    const url = new URL(env.DATABASE_URL ?? '');
    url.port = '1';
    const unreachable = { ...env, DATABASE_URL: url.toString() };
    await expect(openDeployTarget(env.DEPLOY_URL ?? '', unreachable)).rejects.toThrow(
      '无法打开 DATABASE_URL 指向的数据库',
    );
  });
});
