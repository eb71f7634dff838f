import type { NodesFigures } from './nodesBench';
import { formatNodesBench } from './nodesReport';

function result(
  nodesUp: 1 | 2,
  run: number,
  path: string,
  requestsPerSecond: number,
  cpu: Record<string, number> = {},
): NodesFigures {
  return {
    nodesUp,
    run,
    path,
    figures: { requestsPerSecond, p50Ms: 5, p99Ms: 30, failed: 0 },
    served: path === '/' ? { cache: 1000, render: 2 } : {},
    cpu,
    tcpConnects: requestsPerSecond,
    requests: requestsPerSecond * 4,
  };
}

describe('formatNodesBench', () => {
  const setup = { runs: 2, durationSeconds: 5, connections: 50, cores: 2 };

  it('prints one node then two per path, two over one, each run and how pages were served', () => {
    const text = formatNodesBench(
      [
        result(2, 1, '/', 3000, { 'node A': 60, 'node B': 58, idle: 2 }),
        result(1, 1, '/', 2800, { 'node A': 90, idle: 20 }),
        result(1, 2, '/', 2600, { 'node A': 94, idle: 10 }),
        result(2, 2, '/', 3100, { 'node A': 62, 'node B': 60, idle: 4 }),
      ],
      setup,
    );
    const lines = text.split('\n');
    expect(lines.slice(1, 4)).toEqual([
      '路径 path  nodes  req/s  p50 ms  p99 ms  failed    2/1  各次 runs req/s  connects/1k  答复方式 served',
      '/            1   2700       5      30       0         2800 2600              200  cache 2000, render 4',
      '             2   3050       5      30       0  1.13×  3000 3100              200  cache 2000, render 4',
    ]);
    expect(text).toContain('每个路径每次都是同一设置更快');
    expect(lines.slice(-3)).toEqual([
      '路径 path  nodes  node A  node B  nginx  postgres  redis  autocannon  other  idle',
      '/            1     92%      0%     0%        0%     0%          0%     0%   15%',
      '             2     61%     59%     0%        0%     0%          0%     0%    3%',
    ]);
  });

  it('names a path whose faster setting changed between runs', () => {
    const text = formatNodesBench(
      [
        result(2, 1, '/news', 3000),
        result(1, 1, '/news', 2800),
        result(1, 2, '/news', 3200),
        result(2, 2, '/news', 3100),
      ],
      setup,
    );
    expect(text).toContain('各次快慢不一 flips：/news（');
  });
});
