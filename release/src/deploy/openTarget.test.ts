import path from 'node:path';
import { DeployLocationError, UnsupportedDeployLocationError } from './deployTarget';
import { openDeployTarget } from './openTarget';
import { contentTypeOf } from './contentTypes';

describe('openDeployTarget refusals, before anything is opened', () => {
  it('opens a local folder as the local target', async () => {
    const opened = await openDeployTarget('deploy', {});
    expect(opened.target.description).toBe(path.resolve('deploy'));
    await opened.close();
  });

  it('refuses a URL of another kind, naming what is supported', async () => {
    await expect(openDeployTarget('https://cdn.example.com/x', {})).rejects.toThrow(
      UnsupportedDeployLocationError,
    );
    await expect(openDeployTarget('oss://bucket/x', {})).rejects.toThrow(
      '与 S3 兼容的对象存储（DEPLOY_URL=s3://存储桶/前缀）',
    );
  });

  it('refuses a malformed s3:// URL, naming DEPLOY_URL', async () => {
    const opening = openDeployTarget('s3://B/x', { DATABASE_URL: 'postgres://h/db' });
    await expect(opening).rejects.toThrow(DeployLocationError);
    await expect(openDeployTarget('s3://B/x', {})).rejects.toThrow('DEPLOY_URL 无效');
  });

  it.each([{}, { DATABASE_URL: ' ' }])(
    'refuses s3:// without DATABASE_URL, naming both settings (%p)',
    async (env) => {
      await expect(openDeployTarget('s3://xh-deploy/site', env)).rejects.toThrow(
        'DEPLOY_URL=s3://xh-deploy/site 需要 DATABASE_URL 指向 PostgreSQL 数据库',
      );
    },
  );

  it('refuses s3:// with a DATABASE_URL that is not PostgreSQL', async () => {
    await expect(
      openDeployTarget('s3://xh-deploy/site', { DATABASE_URL: 'mysql://h/db' }),
    ).rejects.toThrow('DATABASE_URL 无效');
  });
});

describe('contentTypeOf', () => {
  it.each([
    ['main.4f2a9c1e.js', 'text/javascript; charset=utf-8'],
    ['ssr/remoteEntry.js', 'text/javascript; charset=utf-8'],
    ['index.html', 'text/html; charset=utf-8'],
    ['styles/app.CSS', 'text/css; charset=utf-8'],
    ['mf-manifest.json', 'application/json; charset=utf-8'],
    ['325.4ae6e26e.js.LICENSE.txt', 'text/plain; charset=utf-8'],
    ['logo.svg', 'image/svg+xml'],
    ['font.woff2', 'font/woff2'],
    ['README', 'application/octet-stream'],
  ])('%s is %s', (file, type) => {
    expect(contentTypeOf(file)).toBe(type);
  });
});
