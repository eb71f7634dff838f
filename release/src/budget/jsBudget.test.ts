import type { FirstLoad, ScriptTransfer } from './firstLoad';
import { checkFirstLoad, jsBudget, PAGE_LIMITS } from './jsBudget';

const file = (name: string, kb: number, late = false): ScriptTransfer => ({
  url: `http://localhost:4173/shell/v1/${name}`,
  rawBytes: kb * 3 * 1024,
  gzipBytes: kb * 1024,
  kind: 'script',
  late,
});

const load = (scripts: ScriptTransfer[], over: Partial<FirstLoad> = {}): FirstLoad => ({
  url: 'http://localhost:4173/',
  status: 200,
  htmlBytes: 40 * 1024,
  hydrated: true,
  scripts,
  ...over,
});

describe('the budget of a first visit to a public page', () => {
  it('is 250 KB of JavaScript on every page, the mobile target of npm run perf', () => {
    expect(jsBudget()).toBe(250 * 1024);
    expect(PAGE_LIMITS).toEqual({ js: 250 * 1024, chartTotal: 450 * 1024, html: 100 * 1024 });
  });

  it('passes at 250 KB and trips one byte over it, naming the largest files', () => {
    const scripts = [file('react-dom.js', 64), file('main.js', 52), file('home.js', 134)];
    expect(checkFirstLoad(load(scripts))).toEqual([]);
    const [message] = checkFirstLoad(load([...scripts, { ...file('x.js', 0), gzipBytes: 1 }]));
    expect(message).toMatch(/^首次访问的 JavaScript 250\.0 KB（gzip）超出预算 250\.0 KB/);
    expect(message).toContain('134.0 KB /shell/v1/home.js，64.0 KB /shell/v1/react-dom.js');
  });

  it('counts what a plain page loads after hydration too', () => {
    const scripts = [file('page.js', 200), file('later.js', 51, true)];
    expect(checkFirstLoad(load(scripts))).toHaveLength(1);
  });

  it('holds the HTML to 100 KB and the answer to 200', () => {
    expect(checkFirstLoad(load([], { htmlBytes: 100 * 1024 }))).toEqual([]);
    expect(checkFirstLoad(load([], { htmlBytes: 100 * 1024 + 1 }))).toEqual([
      '服务端 HTML 100.0 KB 超出预算 100.0 KB',
    ]);
    expect(checkFirstLoad(load([], { status: 302 }))).toEqual(['匿名访问应答 302，不是 200']);
  });

  it('gives a chart page 250 KB until hydration and 450 KB in all', () => {
    const page = [
      file('page.js', 250),
      file('echarts.js', 190, true),
      file('china.json', 10, true),
    ];
    expect(checkFirstLoad(load(page), 'chart')).toEqual([]);
    expect(checkFirstLoad(load([...page, file('more.js', 1)]), 'chart')[0]).toMatch(/^水合前/);
    expect(checkFirstLoad(load([...page, file('more.js', 1, true)]), 'chart')[0]).toMatch(
      /^含图表库与地图数据共 451\.0 KB/,
    );
    expect(checkFirstLoad(load(page, { hydrated: false }), 'chart')).toContain(
      '页面没有完成水合（没有 xh-hydrated 标记）',
    );
  });

  it('takes lower limits', () => {
    expect(
      checkFirstLoad(load([file('a.js', 10)]), 'page', { ...PAGE_LIMITS, js: 9 * 1024 })[0],
    ).toContain('超出预算 9.0 KB');
  });
});
