import { redisUrlFromEnv } from './redis';

describe('redisUrlFromEnv', () => {
  it('is undefined without REDIS_URL and the URL when it is well formed', () => {
    expect(redisUrlFromEnv({})).toBeUndefined();
    expect(redisUrlFromEnv({ REDIS_URL: '  ' })).toBeUndefined();
    expect(redisUrlFromEnv({ REDIS_URL: 'rediss://:pw@cache.internal:6380/2' })).toBe(
      'rediss://:pw@cache.internal:6380/2',
    );
  });

  it.each([
    ['http://cache.internal:6379', '协议应为 redis://'],
    ['redis://', '缺少主机名'],
    ['redis://:s3cret@cache:port', '无法解析'],
  ])('refuses %s, naming the setting but never the password', (value, problem) => {
    const read = () => redisUrlFromEnv({ REDIS_URL: value });
    expect(read).toThrow('REDIS_URL 无效');
    expect(read).toThrow(problem);
    expect(read).not.toThrow('s3cret');
  });
});
