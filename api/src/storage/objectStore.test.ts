import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from '../test/harness';
import {
  localObjectStore,
  ObjectExistsError,
  parseS3Url,
  uploadsStoreFromEnv,
} from './objectStore';

describe('localObjectStore', () => {
  it('writes new objects owner-only, refuses a taken key, reads and removes by prefix', async () => {
    const dir = tempDir();
    try {
      const store = localObjectStore(dir);
      await store.putNew('BR1/1.png', Buffer.from('一'), 'image/png');
      await store.putNew('BR1/2.txt', Buffer.from('二'), 'text/plain');
      await expect(store.putNew('BR1/1.png', Buffer.from('x'), 'image/png')).rejects.toThrow(
        ObjectExistsError,
      );
      expect((await store.get('BR1/1.png'))?.toString()).toBe('一');
      expect(await store.get('BR1/9.png')).toBeUndefined();
      expect(fs.statSync(path.join(dir, 'BR1/1.png')).mode & 0o777).toBe(0o600);
      expect(fs.statSync(path.join(dir, 'BR1')).mode & 0o777).toBe(0o700);
      expect(store.locate('BR1/2.txt')).toBe(path.join(dir, 'BR1/2.txt'));
      await store.removePrefix('BR1');
      expect(await store.get('BR1/2.txt')).toBeUndefined();
      await expect(store.get('../etc/passwd')).rejects.toThrow('附件路径不在附件目录内');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('UPLOADS_URL', () => {
  it('reads s3://bucket/prefix and keeps the local folder without it', () => {
    expect(parseS3Url('s3://xh-uploads/prod/bug-reports/', 'UPLOADS_URL')).toEqual({
      bucket: 'xh-uploads',
      prefix: 'prod/bug-reports',
    });
    expect(parseS3Url('s3://xh-uploads', 'UPLOADS_URL')).toEqual({
      bucket: 'xh-uploads',
      prefix: '',
    });
    expect(uploadsStoreFromEnv({}, '/srv/var/bug-reports').location).toBe('/srv/var/bug-reports');
    expect(
      uploadsStoreFromEnv({ UPLOADS_URL: 's3://xh-uploads/r' }, '/srv/var/bug-reports').location,
    ).toBe('s3://xh-uploads/r');
  });

  it.each(['https://xh-uploads.oss-cn-hangzhou.aliyuncs.com/r', 's3://X_Bad/r', 's3://'])(
    'refuses %s, naming the setting',
    (value) => {
      expect(() => uploadsStoreFromEnv({ UPLOADS_URL: value }, '/srv')).toThrow('UPLOADS_URL 无效');
    },
  );
});
