import { within } from '@testing-library/dom';
import type { RemoteLoadMinute } from '@xingheng/api';
import { emptyLedger, parseLedger, type HistoryEvent, type Ledger } from '../deploy/ledger';
import type { DatabaseRead } from './loads';
import { buildReleaseView } from './model';
import { renderReleasePage } from './page';

// The release page as a release manager reads it: rendered from a ledger and database figures,
// parsed into the test document and queried by role.

/** Text as read: whitespace collapsed (the markup is indented). */
const read = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, ' ').trim();

const NOW = new Date('2026-11-22T08:00:00Z');
const EVIL = '<script>alert("x")</script><img src=x onerror=alert(1)>';

function record(version: string, extra: Record<string, unknown> = {}) {
  return {
    version,
    commit: 'abc1234',
    builtAt: '2026-11-20T00:00:00.000Z',
    releasedAt: `2026-11-20T0${version.slice(1)}:00:00.000Z`,
    releasedBy: 'tester',
    ...extra,
  };
}

/** A site: every app on v1; mf-support's v2 canary withdrawn; mf-order frozen. */
function ledger(history: HistoryEvent[] = []): Ledger {
  const base = emptyLedger();
  for (const state of Object.values(base.apps)) {
    state.versions.push(
      record('v1', { verification: { ok: true, at: '', by: '', site: '', failures: [] } }),
    );
    state.active = 'v1';
  }
  base.apps['mf-support'].versions.push(
    record('v2', {
      withdrawn: {
        at: '2026-11-22T07:50:00.000Z',
        by: 'canary-watch',
        reason: '灰度失败率 100.0%（4/4 位访客）高于启用版本 0.0%（0/3）',
        figures: {
          windowMinutes: 10,
          candidate: { visitors: 4, failedVisitors: 4 },
          active: { visitors: 3, failedVisitors: 0 },
        },
      },
    }),
    // Withdrawn 8 days ago: no longer an alert.
    record('v3', { withdrawn: { at: '2026-11-14T07:00:00.000Z', by: 'ops', reason: '旧的撤回' } }),
  );
  base.apps['mf-account'].versions.push(
    record('v2', { withdrawn: { at: '2026-11-22T06:00:00.000Z', by: 'ops', reason: '手动撤回' } }),
  );
  base.apps['mf-order'].frozen = {
    reason: `双十一封版 ${EVIL}`,
    at: '2026-11-21T00:00:00.000Z',
    by: 'lead',
  };
  base.apps['mf-marketing'].versions.push(record('v2'));
  base.apps['mf-marketing'].canary = {
    version: 'v2',
    percent: 10,
    startedAt: '2026-11-22T07:00:00.000Z',
    autoAbort: false,
  };
  base.history = history;
  return parseLedger(base);
}

function render(input: { ledger?: Ledger; database?: DatabaseRead; paused?: boolean } = {}) {
  const view = buildReleaseView({
    ledger: input.ledger ?? ledger(),
    target: '/srv/deploy',
    now: NOW,
    refreshSeconds: 15,
    paused: input.paused ?? false,
    database: input.database ?? { state: 'missing', file: '/srv/var/api.sqlite' },
  });
  const text = renderReleasePage(view, { nonce: 'TESTNONCE', echartsSrc: '/echarts.min.js?v=1' });
  const parsed = new DOMParser().parseFromString(text, 'text/html');
  document.head.innerHTML = parsed.head.innerHTML;
  document.body.innerHTML = parsed.body.innerHTML;
  return { text, parsed, body: within(document.body) };
}

const minute = (version: string, at: string, extra: Partial<RemoteLoadMinute> = {}) => ({
  remote: 'mf-support',
  version,
  minute: at,
  visitors: 4,
  failedVisitors: 1,
  loads: 4,
  failures: 1,
  pageErrors: 0,
  durationMsAvg: 120,
  durationMsMax: 300,
  ...extra,
});

describe('release page', () => {
  it('opens with the withdrawn versions of the last 7 days, newest first, with reason and figures', () => {
    const { body } = render();
    const headings = body.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings[0]).toBe('⚠ 已撤回的版本（近 7 天）');
    const alert = within(body.getByRole('region', { name: '⚠ 已撤回的版本（近 7 天）' }));
    const items = alert.getAllByRole('article');
    expect(items.map((item) => read(item.querySelector('h3')))).toEqual([
      '已撤回 mf-support v2',
      '已撤回 mf-account v2',
    ]);
    const support = within(items[0] as HTMLElement);
    expect(
      support.getByText('灰度失败率 100.0%（4/4 位访客）高于启用版本 0.0%（0/3）'),
    ).toBeTruthy();
    expect(support.getByText('2026-11-22 15:50:00').getAttribute('datetime')).toBe(
      '2026-11-22T07:50:00.000Z',
    );
    expect(support.getByText('4 / 4 位访客失败（100.0%）')).toBeTruthy();
    expect(support.getByText('0 / 3 位访客失败（0.0%）')).toBeTruthy();
    expect(support.getByText('10 分钟')).toBeTruthy();
    expect(alert.queryByText('旧的撤回')).toBeNull();
  });

  it('says so when nothing was withdrawn', () => {
    const { body } = render({ ledger: parseLedger(emptyLedger()) });
    expect(body.getByText('近 7 天没有撤回的版本。')).toBeTruthy();
  });

  it('marks a frozen app, its canary settings and the guard', () => {
    const { body } = render();
    const table = within(body.getByRole('table', { name: /各应用/ }));
    const order = within(
      table.getByRole('rowheader', { name: 'mf-order 冻结中' }).closest('tr') as HTMLElement,
    );
    expect(order.getByText(/双十一封版/)).toBeTruthy();
    expect(order.getByText(/lead/)).toBeTruthy();
    const marketing = within(
      table.getByRole('rowheader', { name: 'mf-marketing' }).closest('tr') as HTMLElement,
    );
    expect(marketing.getByText(/自动中止：关/)).toBeTruthy();
    expect(
      marketing.getByText('10 分钟内 ≥3 位访客失败，且失败率高于启用版本 2 个百分点（默认）'),
    ).toBeTruthy();
    const support = within(
      table.getByRole('rowheader', { name: 'mf-support' }).closest('tr') as HTMLElement,
    );
    expect(support.getAllByText('已撤回')).toHaveLength(2);
    expect(read(support.getByRole('list'))).toMatch(
      /^v3 未验证 已撤回 v2 未验证 已撤回 v1 已验证$/,
    );
  });

  it('lists the last 20 changes, newest first', () => {
    const history = Array.from(
      { length: 25 },
      (_, i): HistoryEvent => ({
        at: new Date(Date.UTC(2026, 10, 22, 0, i)).toISOString(),
        by: `user${i}`,
        app: 'mf-order',
        action: i % 2 ? 'promote' : 'rollback',
        from: 'v1',
        to: 'v2',
        reason: `第 ${i} 次`,
        ...(i === 24 ? { forced: true } : {}),
      }),
    );
    const { body } = render({ ledger: ledger(history) });
    const rows = within(body.getByRole('table', { name: '发布台账历史' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(20);
    expect(rows.map((r) => read(r.children[1]))).toEqual(
      Array.from({ length: 20 }, (_, i) => `user${24 - i}`),
    );
    expect(rows[0]?.textContent).toContain('强制');
    expect(read(rows[0])).toContain('回滚 rollback');
    expect(read(rows[1])).toContain('启用 promote');
  });

  it('escapes what people typed: a reason with markup stays text', () => {
    const { text, body } = render();
    expect(text).not.toContain('<script>alert');
    expect(text).not.toContain('<img src=x');
    expect(document.querySelectorAll('img')).toHaveLength(0);
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(body.getByText(new RegExp(EVIL.replace(/[()]/g, '\\$&')))).toBeTruthy();
  });

  it('without the API database: a note, every remote empty, no script', () => {
    const { body, parsed } = render();
    expect(body.getByText('尚无 API 数据库：/srv/var/api.sqlite')).toBeTruthy();
    expect(body.getAllByText('近 24 小时没有加载上报')).toHaveLength(4);
    expect(parsed.querySelectorAll('script')).toHaveLength(0);
  });

  it('draws the charts of a remote with reports and tabulates them per version', () => {
    const database: DatabaseRead = {
      state: 'ok',
      figures: {
        minutes: [
          minute('v1', '2026-11-22T07:58:00.000Z'),
          minute('v2', '2026-11-22T07:59:00.000Z'),
        ],
        summaries: {
          'mf-support': [
            {
              version: 'v1',
              visitors: 10,
              failedVisitors: 1,
              loads: 12,
              failures: 1,
              pageErrors: 0,
              durationMsAvg: 110,
              durationMsMax: 400,
            },
            {
              version: 'v2',
              visitors: 4,
              failedVisitors: 4,
              loads: 0,
              failures: 6,
              pageErrors: 0,
              durationMsAvg: null,
              durationMsMax: null,
            },
          ],
        },
        failures: [
          {
            id: 1,
            remote: 'mf-support',
            version: 'v2',
            kind: 'manifest',
            message: '',
            fellBackTo: 'v1',
            userAgent: null,
            reports: 3,
            createdAt: '',
            reportedAt: '',
          },
          {
            id: 2,
            remote: 'mf-support',
            version: 'v2',
            kind: 'network',
            message: '',
            fellBackTo: 'v1',
            userAgent: null,
            reports: 1,
            createdAt: '',
            reportedAt: '',
          },
        ],
      },
    };
    const { body, parsed } = render({ database });
    const support = within(body.getByRole('region', { name: 'mf-support' }));
    expect(support.getByRole('img', { name: /mf-support 近 24 小时各版本每分钟失败率/ }).id).toBe(
      'chart-mf-support-rate',
    );
    expect(support.getByRole('img', { name: /平均加载耗时/ }).id).toBe('chart-mf-support-duration');
    const rows = within(support.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => [...r.children].map(read))).toEqual([
      ['v1', '启用', '10', '1', '10.0%', '110', '400', '—'],
      ['v2', '已撤回', '4', '4', '100.0%', '—', '—', '2 位访客（manifest 1，network 1）'],
    ]);
    expect(
      within(body.getByRole('region', { name: 'mf-order' })).getByText('近 24 小时没有加载上报'),
    ).toBeTruthy();
    const scripts = [...parsed.querySelectorAll('script')];
    expect(scripts.map((s) => s.getAttribute('nonce'))).toEqual(['TESTNONCE', 'TESTNONCE']);
    expect(scripts[0]?.getAttribute('src')).toBe('/echarts.min.js?v=1');
    expect(scripts[1]?.textContent).toContain('"id":"chart-mf-support-rate"');
    expect(scripts[1]?.textContent).toContain('echarts.init(el)');
  });

  it('reloads itself every 15 seconds, and says so, unless paused', () => {
    const { parsed, body } = render();
    expect(parsed.documentElement.lang).toBe('zh-CN');
    expect(parsed.querySelector('meta[http-equiv="refresh"]')?.getAttribute('content')).toBe('15');
    expect(body.getByText(/每 15 秒自动刷新/)).toBeTruthy();
    expect(body.getByRole('link', { name: '暂停自动刷新' }).getAttribute('href')).toBe(
      '/?refresh=off',
    );
    const paused = render({ paused: true });
    expect(paused.parsed.querySelector('meta[http-equiv="refresh"]')).toBeNull();
    expect(paused.body.getByRole('link', { name: /恢复/ }).getAttribute('href')).toBe('/');
  });

  it('shows the generation time in Beijing time and the target', () => {
    const { body } = render();
    expect(read(body.getByRole('heading', { level: 1 }))).toBe('星衡时空 · 发布看板（只读）');
    expect(body.getByText('2026-11-22 16:00:00').getAttribute('datetime')).toBe(NOW.toISOString());
    expect(body.getByText('/srv/deploy')).toBeTruthy();
  });
});
