import type { PromoteTiming } from './promoteBench';
import { formatPromoteBench, summarizePromotes } from './promoteReport';

const timing = (round: number, a: number, b: number, commandMs = 4000): PromoteTiming => ({
  round,
  command: round % 2 ? 'promote mf-marketing v2' : 'rollback mf-marketing',
  version: round % 2 ? 'v2' : 'v1',
  commandMs,
  nodeMs: { A: a, B: b },
});

describe('summarizePromotes', () => {
  it('gives each node’s median and max, and all nodes’ as each round’s slowest', () => {
    const summary = summarizePromotes([
      timing(1, 300, 900),
      timing(2, 800, 100),
      timing(3, 500, 400, 5000),
    ]);
    expect(summary).toEqual({
      rows: [
        { who: 'A', medianMs: 500, maxMs: 800, eachMs: [300, 800, 500] },
        { who: 'B', medianMs: 400, maxMs: 900, eachMs: [900, 100, 400] },
        { who: 'all', medianMs: 800, maxMs: 900, eachMs: [900, 800, 500] },
      ],
      commandMedianMs: 4000,
    });
  });

  it('refuses no rounds', () => {
    expect(() => summarizePromotes([])).toThrow(RangeError);
  });
});

describe('formatPromoteBench', () => {
  it('prints a line per node and one for all, and the command’s median', () => {
    const text = formatPromoteBench([timing(1, 300, 900), timing(2, 800, 100)], {
      app: 'mf-marketing',
      syncMs: 1000,
    });
    expect(text.split('\n').slice(1)).toEqual([
      '节点 node  median ms  max ms  各次 rounds ms',
      'A              550     800  300 800',
      'B              500     900  900 100',
      '全部 all         850     900  900 800',
      '命令本身 command：中位数 median 4000 ms（release CLI 从启动到退出）',
    ]);
  });

  it('adds the commands’ wait for the nodes when they reported it', () => {
    const text = formatPromoteBench(
      [
        { ...timing(1, 0, 0), confirmMs: 300 },
        { ...timing(2, 0, 0), confirmMs: 500 },
        timing(3, 0, 20),
      ],
      { app: 'mf-marketing', syncMs: 1000 },
    );
    expect(text.split('\n').at(-1)).toBe(
      '其中等待各节点确认 confirm：中位数 median 400 ms，最大 max 500 ms（2/3 次报告全部节点已生效）',
    );
  });
});
