import type { FirstLoad, ScriptTransfer, SitePage } from '@xingheng/release';
import { formatPagesReport } from './pagesReport';

const file = (kb: number, late = false): ScriptTransfer => ({
  url: `http://localhost:8080/shell/v1/${kb}.js`,
  rawBytes: kb * 3072,
  gzipBytes: kb * 1024,
  kind: 'script',
  late,
});
const page = (path: string, budget: SitePage['budget'] = 'page'): SitePage => ({
  remote: 'mf-support',
  pattern: path,
  path,
  audience: 'public',
  budget,
});
const load = (scripts: ScriptTransfer[], htmlKb = 30): FirstLoad => ({
  url: 'http://localhost:8080/',
  status: 200,
  htmlBytes: htmlKb * 1024,
  hydrated: true,
  scripts,
});

describe('formatPagesReport', () => {
  it('prints each route with its figures and PASS or FAIL, the failures and a count', () => {
    const text = formatPagesReport(
      [
        { page: page('/support'), load: load([file(200)]) },
        { page: page('/support/map', 'chart'), load: load([file(240), file(190, true)]) },
        { page: page('/notices/bugReport'), load: load([file(300)], 120) },
      ],
      ['mf-support /notices/details/:id?：示例接口没有给出 list.0.id'],
    );
    const lines = text.split('\n');
    expect(lines[1]).toMatch(/^route\s+remote\s+JS KB\s+hydrated at\s+HTML KB\s+files$/);
    expect(lines[2]).toMatch(/^\/support\s+mf-support\s+200\.0\s+30\.0\s+1\s+PASS$/);
    expect(lines[3]).toMatch(/^\/support\/map\s+mf-support\s+430\.0\s+240\.0\s+30\.0\s+2\s+PASS$/);
    expect(lines[4]).toMatch(/FAIL$/);
    expect(text).toContain('FAIL /notices/bugReport: 服务端 HTML 120.0 KB 超出预算 100.0 KB');
    expect(text).toContain(
      'FAIL mf-support /notices/details/:id?：示例接口没有给出 list.0.id（没有测量）',
    );
    expect(lines.at(-1)).toBe('2 of 3 routes within budget, 1 not measured');
  });
});
