import { demoDataEnabled } from './demoData';

describe('demoDataEnabled', () => {
  it('is on for a local start and the tests, off in production', () => {
    expect(demoDataEnabled({})).toBe(true);
    expect(demoDataEnabled({ NODE_ENV: 'test' })).toBe(true);
    expect(demoDataEnabled({ NODE_ENV: 'production' })).toBe(false);
  });

  it('follows XH_DEMO_DATA when it is set, in production too', () => {
    expect(demoDataEnabled({ NODE_ENV: 'production', XH_DEMO_DATA: '1' })).toBe(true);
    expect(demoDataEnabled({ XH_DEMO_DATA: '0' })).toBe(false);
  });

  it('refuses a value it does not understand instead of guessing', () => {
    expect(() => demoDataEnabled({ XH_DEMO_DATA: 'yes' })).toThrow('XH_DEMO_DATA 只能是 1 或 0');
  });
});
