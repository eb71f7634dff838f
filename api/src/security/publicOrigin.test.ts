import { parsePublicOrigin, publicOriginFromEnv } from './publicOrigin';

describe('the public origin', () => {
  it('is XH_PUBLIC_ORIGIN, normalised, when set', () => {
    expect(publicOriginFromEnv({ XH_PUBLIC_ORIGIN: 'https://WWW.Xingheng.example:443/' })).toBe(
      'https://www.xingheng.example',
    );
    expect(
      publicOriginFromEnv({ XH_PUBLIC_ORIGIN: 'http://10.0.0.5:8080', NODE_ENV: 'production' }),
    ).toBe('http://10.0.0.5:8080');
  });

  it('defaults to localhost on PORT outside production', () => {
    expect(publicOriginFromEnv({})).toBe('http://localhost:8080');
    expect(publicOriginFromEnv({ PORT: '4173' })).toBe('http://localhost:4173');
    expect(publicOriginFromEnv({ PORT: '4173' }, 9000)).toBe('http://localhost:9000');
  });

  it('is required under NODE_ENV=production, with a message naming the variable', () => {
    expect(() => publicOriginFromEnv({ NODE_ENV: 'production' })).toThrow(
      /生产环境（NODE_ENV=production）须设置 XH_PUBLIC_ORIGIN/,
    );
    expect(() => publicOriginFromEnv({ NODE_ENV: 'production', XH_PUBLIC_ORIGIN: ' ' })).toThrow(
      /XH_PUBLIC_ORIGIN/,
    );
  });

  it('refuses anything but a bare http(s) origin', () => {
    for (const value of [
      'www.xingheng.example',
      'ftp://www.xingheng.example',
      'https://www.xingheng.example/site',
      'https://www.xingheng.example/?a=1',
      'https://user:pw@www.xingheng.example',
      'javascript:alert(1)',
    ]) {
      expect(() => parsePublicOrigin(value)).toThrow(/XH_PUBLIC_ORIGIN/);
    }
  });
});
