import { DEFAULT_SITE_CONFIG, setSiteConfig } from '@xingheng/shared';
import type { RemoteLoadReport } from '@xingheng/shared/registry';
import {
  createLoadReporter,
  LOAD_REPORT_DELAY_MS,
  pageLoadReporter,
  resetPageLoadReporter,
} from './loadReports';

/** Load reports (docs/api.md "Remote load reports"): sampled per page view, batched. */

const entry = (version: string, durationMs?: number): RemoteLoadReport => ({
  remote: 'mf-support',
  version,
  outcome: 'loaded',
  ...(durationMs === undefined ? {} : { durationMs }),
});

/** A reporter with a manual timer. */
function reporter(rate: number, draw: number) {
  const batches: { loads: RemoteLoadReport[] }[] = [];
  let pending: (() => void) | undefined;
  const delays: number[] = [];
  const instance = createLoadReporter({
    rate,
    random: () => draw,
    send: (batch) => batches.push(batch),
    setTimer: (callback, ms) => {
      pending = callback;
      delays.push(ms);
      return callback;
    },
    clearTimer: () => {
      pending = undefined;
    },
  });
  return { instance, batches, delays, fire: () => pending?.() };
}

afterEach(() => {
  setSiteConfig(DEFAULT_SITE_CONFIG);
  resetPageLoadReporter();
});

describe('createLoadReporter', () => {
  it('sends nothing from a page view that was not drawn', () => {
    const { instance, batches } = reporter(0.1, 0.5);
    expect(instance.sampled).toBe(false);
    instance.record(entry('v1', 10));
    instance.flush();
    expect(batches).toEqual([]);
    expect(reporter(0, 0).instance.sampled).toBe(false);
  });

  it('batches the entries of a sampled page and sends them after the delay', () => {
    const { instance, batches, delays, fire } = reporter(0.1, 0.05);
    expect(instance.sampled).toBe(true);
    instance.record(entry('v1', 12.6));
    instance.record({ remote: 'mf-order', version: 'v9', outcome: 'failed' });
    expect(batches).toEqual([]);
    expect(delays).toEqual([LOAD_REPORT_DELAY_MS, LOAD_REPORT_DELAY_MS]);
    fire();
    expect(batches).toEqual([
      {
        loads: [entry('v1', 13), { remote: 'mf-order', version: 'v9', outcome: 'failed' }],
      },
    ]);
    fire();
    expect(batches).toHaveLength(1);
  });

  it('sends at most 20 entries a batch, and caps durations to 0–120 000 ms', () => {
    const { instance, batches } = reporter(1, 0.99);
    for (let i = 0; i < 45; i += 1) instance.record(entry(`v${i}`, 5));
    instance.record(entry('slow', 500_000));
    instance.record(entry('negative', -3));
    instance.flush();
    expect(batches.map((b) => b.loads.length)).toEqual([20, 20, 7]);
    expect(batches[2]?.loads.slice(-2)).toEqual([entry('slow', 120_000), entry('negative', 0)]);
  });
});

describe('pageLoadReporter', () => {
  it('follows the site config: loadReportRate 0 sends nothing, absent means every page view', () => {
    setSiteConfig({ ...DEFAULT_SITE_CONFIG, loadReportRate: 0 });
    expect(pageLoadReporter(undefined).sampled).toBe(false);
    resetPageLoadReporter();
    setSiteConfig(DEFAULT_SITE_CONFIG);
    expect(pageLoadReporter(undefined).sampled).toBe(true);
    // One reporter per page.
    expect(pageLoadReporter(undefined)).toBe(pageLoadReporter(undefined));
  });

  it('sends what is queued as a beacon to {apiBase}/web/remote-loads when the page is hidden', () => {
    const sendBeacon = jest.fn<boolean, [string, Blob]>(() => true);
    const page = pageLoadReporter({ sendBeacon, origin: 'https://www.example.com' });
    page.record(entry('v1', 30));
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(sendBeacon.mock.calls[0]?.[0]).toBe('https://www.example.com/api/web/remote-loads');
  });
});
