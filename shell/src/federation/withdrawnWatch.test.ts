import { startWithdrawnWatch, UNSAVED_RELOAD_QUESTION, withdrawnRunning } from './withdrawnWatch';

/** A tab running a withdrawn version leaves it at its next navigation (docs/releasing.md). */

const registry = (withdrawn: string[]) => ({
  schemaVersion: 1,
  remotes: [
    { name: 'mf-marketing', version: 'm1' },
    { name: 'mf-support', version: 's1', withdrawn },
  ],
});

type Listener = Parameters<Parameters<typeof startWithdrawnWatch>[0]['subscribe']>[0];

/** A router whose navigations the test drives. */
function fakeRouter() {
  let listener: Listener | undefined;
  let key = 0;
  const at = (pathname: string) => ({ pathname, search: '', hash: '', key: `k${(key += 1)}` });
  const state = { location: at('/support'), navigation: { state: 'idle' } };
  return {
    router: {
      state,
      subscribe(l: Listener) {
        listener = l;
        return () => {
          listener = undefined;
        };
      },
    },
    /** A navigation that runs loaders: loading, then idle at the new location. */
    navigate(pathname: string) {
      const location = at(pathname);
      listener?.({ location: state.location, navigation: { state: 'loading', location } });
      state.location = location;
      listener?.({ location, navigation: { state: 'idle' } });
    },
    /** A navigation without loaders: only the completed state. */
    navigateQuietly(pathname: string) {
      state.location = at(pathname);
      listener?.({ location: state.location, navigation: { state: 'idle' } });
    },
  };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('withdrawnRunning', () => {
  it('lists the running versions the registry withdrew, ignoring anything malformed', () => {
    const running = { 'mf-support': 's0', 'mf-marketing': 'm1' };
    expect(withdrawnRunning(registry(['s0', 'sx']), running)).toEqual([
      { remote: 'mf-support', version: 's0' },
    ]);
    expect(withdrawnRunning(registry(['sx']), running)).toEqual([]);
    expect(withdrawnRunning(null, running)).toEqual([]);
    expect(
      withdrawnRunning({ remotes: [{ name: 'mf-support', withdrawn: 's0' }] }, running),
    ).toEqual([]);
  });
});

describe('startWithdrawnWatch', () => {
  function watch(options: { withdrawn: string[]; unsaved?: boolean; answer?: boolean }) {
    const site = fakeRouter();
    const assigned: string[] = [];
    const questions: string[] = [];
    let reads = 0;
    let time = 0;
    const stop = startWithdrawnWatch(site.router, {
      fetchRegistry: async () => {
        reads += 1;
        return registry(options.withdrawn);
      },
      running: () => ({ 'mf-support': 's0' }),
      unsaved: () => options.unsaved ?? false,
      confirm: (q) => {
        questions.push(q);
        return options.answer ?? true;
      },
      assign: (href) => assigned.push(href),
      minIntervalMs: 5_000,
      now: () => time,
    });
    return {
      ...site,
      assigned,
      questions,
      reads: () => reads,
      advance: (ms: number) => (time += ms),
      stop,
    };
  }
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('loads the destination as a new page when the version the tab runs was withdrawn', async () => {
    const tab = watch({ withdrawn: ['s0'] });
    expect(tab.reads()).toBe(0); // nothing at start
    tab.navigate('/notices?page=2');
    await flush();
    expect(tab.reads()).toBe(1); // once per navigation, not per state change
    expect(tab.assigned).toEqual(['/notices?page=2']);
    expect(tab.questions).toEqual([]);
  });

  it('sees navigations without loaders too, and keeps a tab whose versions are fine', async () => {
    const tab = watch({ withdrawn: ['s-other'] });
    tab.navigateQuietly('/support/map');
    await flush();
    expect(tab.reads()).toBe(1);
    expect(tab.assigned).toEqual([]);
    // Within 5 s the registry is not read again.
    tab.navigateQuietly('/support');
    await flush();
    expect(tab.reads()).toBe(1);
    tab.advance(5_000);
    tab.navigateQuietly('/notices');
    await flush();
    expect(tab.reads()).toBe(2);
  });

  it('asks first when a page registered unsaved work, and asks again after a refusal', async () => {
    const tab = watch({ withdrawn: ['s0'], unsaved: true, answer: false });
    tab.navigate('/notices/bugReport?step=2');
    await flush();
    expect(tab.questions).toEqual([UNSAVED_RELOAD_QUESTION]);
    expect(tab.assigned).toEqual([]);
    tab.navigate('/notices');
    await flush();
    expect(tab.questions).toHaveLength(2);

    const agreeing = watch({ withdrawn: ['s0'], unsaved: true, answer: true });
    agreeing.navigate('/support');
    await flush();
    expect(agreeing.assigned).toEqual(['/support']);
  });

  it('leaves the tab alone when the registry cannot be read, and stops when asked', async () => {
    const site = fakeRouter();
    const assigned: string[] = [];
    const stop = startWithdrawnWatch(site.router, {
      fetchRegistry: () => Promise.reject(new Error('offline')),
      running: () => ({ 'mf-support': 's0' }),
      assign: (href) => assigned.push(href),
    });
    site.navigate('/support');
    await flush();
    expect(assigned).toEqual([]);
    stop();
    const tab = watch({ withdrawn: ['s0'] });
    tab.stop();
    tab.navigate('/support');
    await flush();
    expect(tab.reads()).toBe(0);
  });
});
