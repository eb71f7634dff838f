import { parsePerfArgs } from './args';

describe('parsePerfArgs', () => {
  it('runs everything, three times, with builds by default', () => {
    expect(parsePerfArgs([])).toEqual({
      sections: ['lighthouse', 'build', 'api', 'load'],
      build: true,
      runs: 3,
      pages: 'all',
      throttling: 'simulate',
      presets: ['mobile', 'desktop'],
      help: false,
    });
  });

  it('reads the subset flags, with a space or an equals sign', () => {
    const options = parsePerfArgs([
      '--only=load,api,lighthouse',
      '--runs',
      '1',
      '--pages',
      '/,/login',
      '--presets=desktop',
      '--no-build',
      '--api-seconds',
      '5',
      '--load-seconds=4',
      '--throttling',
      'devtools',
    ]);
    expect(options).toMatchObject({
      sections: ['lighthouse', 'api', 'load'],
      loadSeconds: 4,
      runs: 1,
      pages: ['/', '/login'],
      presets: ['desktop'],
      build: false,
      apiSeconds: 5,
      throttling: 'devtools',
    });
    expect(parsePerfArgs(['--pages', 'all']).pages).toBe('all');
  });

  it('refuses unknown flags and malformed values', () => {
    expect(() => parsePerfArgs(['--fast'])).toThrow('未知参数 --fast');
    // Both builds are server-rendered now: the switch of the browser-rendered monolith is gone.
    expect(() => parsePerfArgs(['--federated-ssr', 'off'])).toThrow('未知参数 --federated-ssr');
    expect(() => parsePerfArgs(['--runs', '0'])).toThrow('--runs');
    expect(() => parsePerfArgs(['--only', 'speed'])).toThrow('--only 不认识 speed');
    expect(() => parsePerfArgs(['--pages', 'login'])).toThrow('须以 / 开头');
    expect(() => parsePerfArgs(['--throttling', 'fast'])).toThrow('--throttling 不认识 fast');
  });
});
