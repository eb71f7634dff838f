import path from 'node:path';
import { databaseLocationFromEnv, describeDatabase, resolveDatabaseLocation } from './location';

describe('databaseLocationFromEnv', () => {
  it('prefers DATABASE_URL, then DB_FILE (made absolute), then the default file', () => {
    const url = 'postgres://xh:s3cret@db.internal:5432/xingheng';
    expect(databaseLocationFromEnv({ DATABASE_URL: url, DB_FILE: 'x.sqlite' }, 'd.sqlite')).toBe(
      url,
    );
    expect(databaseLocationFromEnv({ DB_FILE: 'var/x.sqlite' }, 'd.sqlite')).toBe(
      path.resolve('var/x.sqlite'),
    );
    expect(databaseLocationFromEnv({ DATABASE_URL: ' ' }, 'd.sqlite')).toBe(
      path.resolve('d.sqlite'),
    );
  });

  it.each([
    ['mysql://xh@db/xingheng', '协议应为 postgres://'],
    ['postgres:///xingheng?password=pw', '缺少主机名'],
    ['postgres://xh:pw@db.internal:5432', '缺少数据库名'],
    ['postgres://xh:pw@db.internal:port/xingheng', '无法解析'],
  ])('refuses %s, naming the setting but never the password', (value, problem) => {
    const attempt = () => databaseLocationFromEnv({ DATABASE_URL: value }, 'd.sqlite');
    expect(attempt).toThrow('DATABASE_URL 无效');
    expect(attempt).toThrow(problem);
    expect(attempt).not.toThrow('pw');
  });
});

describe('resolveDatabaseLocation and describeDatabase', () => {
  it('leaves a URL as it is, resolves a path, and describes a URL without its credentials', () => {
    const url = 'postgresql://xh:s3cret@10.0.0.5:6432/xingheng?sslmode=require';
    expect(resolveDatabaseLocation(url)).toBe(url);
    expect(resolveDatabaseLocation('var/a.sqlite')).toBe(path.resolve('var/a.sqlite'));
    expect(() => resolveDatabaseLocation('redis://cache:6379')).toThrow('DATABASE_URL 无效');
    expect(describeDatabase(url)).toBe('postgres://10.0.0.5:6432/xingheng');
    expect(describeDatabase('/srv/var/x.sqlite')).toBe('/srv/var/x.sqlite');
  });
});
