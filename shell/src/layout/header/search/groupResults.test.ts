import { groupResults, inShownOrder } from './groupResults';
import { normalizeQuery } from './searchApi';
import { rtkResults } from '../../testing/searchFixtures';

describe('groupResults', () => {
  it('orders the groups 页面 / 新闻 / 服务 / 文档 and numbers the results in that order', () => {
    const groups = groupResults(rtkResults);
    expect(groups.map((g) => g.label)).toEqual(['页面', '新闻', '服务', '文档']);
    expect(groups.flatMap((g) => g.items.map((i) => i.index))).toEqual([0, 1, 2, 3]);
    expect(inShownOrder(rtkResults).map((r) => r.kind)).toEqual(['page', 'news', 'service', 'doc']);
  });

  it('puts support articles under 支持中心, between 服务 and 文档', () => {
    const support = {
      kind: 'support' as const,
      path: '/support/details/3',
      title: 'NTRIP 挂载点配置指南',
      snippet: '在接收机中填写 RTK 差分账号与挂载点',
    };
    const groups = groupResults([support, ...rtkResults]);
    expect(groups.map((g) => g.label)).toEqual(['页面', '新闻', '服务', '支持中心', '文档']);
    expect(groups[3]?.items).toEqual([{ result: support, index: 3 }]);
  });

  it('leaves out kinds without results', () => {
    const news = rtkResults.filter((r) => r.kind === 'news');
    expect(groupResults(news).map((g) => g.kind)).toEqual(['news']);
    expect(groupResults([])).toEqual([]);
  });
});

describe('normalizeQuery', () => {
  it('trims the query and keeps at most 50 characters', () => {
    expect(normalizeQuery('  厘米级定位 ')).toBe('厘米级定位');
    expect(normalizeQuery('   ')).toBe('');
    expect(normalizeQuery('定'.repeat(60))).toHaveLength(50);
  });
});
