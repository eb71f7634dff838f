import { isChunkLoadError, reloadOnce } from './chunkReload';

/** A failed chunk reloads the page once, never in a loop (SPEC §8). */

describe('isChunkLoadError', () => {
  it('recognises webpack’s ChunkLoadError by name', () => {
    const error = new Error('Loading chunk 812 failed.\n(missing: /remotes/mf-order/812.js)');
    error.name = 'ChunkLoadError';
    expect(isChunkLoadError(error)).toBe(true);
    const renamed = new Error('whatever the message');
    renamed.name = 'ChunkLoadError';
    expect(isChunkLoadError(renamed)).toBe(true);
  });

  it('recognises chunk failures by message', () => {
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 45 failed.'))).toBe(true);
    expect(
      isChunkLoadError(
        new TypeError('Failed to fetch dynamically imported module: /assets/page.js'),
      ),
    ).toBe(true);
  });

  it('is false for other errors and for non-errors', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 123 failed.')).toBe(false);
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: 'x' })).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

function fakeStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, value);
    },
  };
}

describe('reloadOnce', () => {
  const t0 = Date.UTC(2026, 10, 22, 3, 1);

  it('reloads the first time, then refuses for the same path within 30 s', () => {
    const storage = fakeStorage();
    const location = { pathname: '/order/payoff', reload: jest.fn() };
    expect(reloadOnce(storage, location, t0)).toBe(true);
    expect(location.reload).toHaveBeenCalledTimes(1);
    expect(reloadOnce(storage, location, t0 + 1_000)).toBe(false);
    expect(reloadOnce(storage, location, t0 + 29_999)).toBe(false);
    expect(location.reload).toHaveBeenCalledTimes(1);
  });

  it('allows another reload of the same path after 30 s', () => {
    const storage = fakeStorage();
    const location = { pathname: '/order/payoff', reload: jest.fn() };
    expect(reloadOnce(storage, location, t0)).toBe(true);
    expect(reloadOnce(storage, location, t0 + 30_000)).toBe(true);
    expect(location.reload).toHaveBeenCalledTimes(2);
  });

  it('allows a reload for another path at once', () => {
    const storage = fakeStorage();
    const order = { pathname: '/order/payoff', reload: jest.fn() };
    const support = { pathname: '/support/details/9', reload: jest.fn() };
    expect(reloadOnce(storage, order, t0)).toBe(true);
    expect(reloadOnce(storage, support, t0 + 500)).toBe(true);
    expect(support.reload).toHaveBeenCalledTimes(1);
    // The guard now remembers the second path only.
    expect(reloadOnce(storage, support, t0 + 1_000)).toBe(false);
  });
});

describe('reloadOnce with unusable storage', () => {
  it('does not reload when the guard cannot be recorded (no loop risk)', () => {
    const reload = jest.fn();
    const storage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(reloadOnce(storage, { pathname: '/news', reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('treats a corrupt stored value as no reload recorded', () => {
    const reload = jest.fn();
    const store = new Map<string, string>([['xh:chunk-reload', '{not json']]);
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    expect(reloadOnce(storage, { pathname: '/news', reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
