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
      `不支持的部署目标 ${location}：--deploy-dir（及 DEPLOY_DIR）只支持本机目录`,
    );
  });

  it('keeps localFolderTarget from taking a URL for a folder', () => {
    expect(() => localFolderTarget('s3://bucket/x')).toThrow(UnsupportedDeployLocationError);
  });
});
