import { parsePerfArgs } from './args';
import { PERF_PAGES } from '@xingheng/release';

describe('parsePerfArgs', () => {
  it('runs everything, three times, with builds by default', () => {
    expect(parsePerfArgs([])).toEqual({
      sections: ['lighthouse', 'build', 'api', 'load'],
      build: true,
      runs: 3,
      pages: [...PERF_PAGES],
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
      '--federated-ssr=off',
    ]);
    expect(options).toMatchObject({
      sections: ['lighthouse', 'api', 'load'],
      loadSeconds: 4,
      runs: 1,
      pages: ['/', '/login'],
      presets: ['desktop'],
      build: false,
      apiSeconds: 5,
      federatedSsr: false,
    });
  });

  it('refuses unknown flags and malformed values', () => {
    expect(() => parsePerfArgs(['--fast'])).toThrow('未知参数 --fast');
    expect(() => parsePerfArgs(['--runs', '0'])).toThrow('--runs');
    expect(() => parsePerfArgs(['--only', 'speed'])).toThrow('--only 不认识 speed');
    expect(() => parsePerfArgs(['--pages', 'login'])).toThrow('须以 / 开头');
  });
});
