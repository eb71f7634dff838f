import path from 'node:path';
import { localDeployDir, localFolderTarget, UnsupportedDeployLocationError } from './deployTarget';

describe('localDeployDir', () => {
  it.each(['deploy', './deploy/', '/srv/xingheng/deploy', 'C:\\xingheng\\deploy', './s3:x'])(
    'accepts the local folder %s',
    (location) => {
      expect(localDeployDir(location)).toBe(path.resolve(location));
    },
  );

  it.each([
    's3://bucket/x',
    'https://cdn.example.com/deploy',
    'file:///srv/deploy',
    'oss://bucket',
    'deploy-host:/srv/deploy',
    'release@deploy-host:/srv/deploy',
  ])('refuses %s, naming what is supported', (location) => {
    expect(() => localDeployDir(location)).toThrow(UnsupportedDeployLocationError);
    expect(() => localDeployDir(location)).toThrow(
      `不支持的部署目标 ${location}：部署目标只支持本机目录（如 deploy/ 或 /srv/xingheng/deploy）与 S3 兼容的对象存储（DEPLOY_URL=s3://存储桶/前缀）`,
    );
  });

  it('keeps localFolderTarget from taking a URL for a folder', () => {
    expect(() => localFolderTarget('s3://bucket/x')).toThrow(UnsupportedDeployLocationError);
  });
});

describe('localFolderTarget downloadVersion', () => {
  it('copies a version’s public files and server build, never its source maps', async () => {
    const fs = await import('node:fs/promises');
    const os = await import('node:os');
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'xh-download-'));
    try {
      const build = path.join(root, 'dist');
      await fs.mkdir(path.join(build, 'ssr'), { recursive: true });
      await fs.writeFile(path.join(build, 'remoteEntry.js'), 'entry');
      await fs.writeFile(path.join(build, 'remoteEntry.js.map'), '{}');
      await fs.writeFile(path.join(build, 'ssr', 'remoteEntry.js'), 'server');
      const target = localFolderTarget(path.join(root, 'deploy'));
      await target.uploadVersion('mf-support', '1.0.0-abc1234-20261128T0100', build);

      const to = path.join(root, 'mirror', '1.0.0-abc1234-20261128T0100');
      await target.downloadVersion('mf-support', '1.0.0-abc1234-20261128T0100', to);
      expect((await fs.readdir(to, { recursive: true })).sort()).toEqual([
        'remoteEntry.js',
        'ssr',
        path.join('ssr', 'remoteEntry.js'),
      ]);
      await expect(
        target.downloadVersion('mf-support', '1.0.0-abc1234-20261128T0100', to),
      ).rejects.toThrow();
      await expect(
        target.downloadVersion('mf-support', '9.9.9-abc1234-20261128T0100', path.join(root, 'x')),
      ).rejects.toThrow('mf-support 9.9.9-abc1234-20261128T0100 不在部署目标');
    } finally {
      await fs.rm(root, { recursive: true, force: true });
    }
  });
});
